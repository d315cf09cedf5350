// The query families only the member area's pages and dialogs read, apart from queries.ts so that a
// visitor's first page carries none of them: each page or dialog that reads one brings this module.
import type { Api } from './client'
import { createActivityQueries } from './activityQueries'
import { createAgentQueries } from './agentQueries'
import { createBetQueries } from './betQueries'
import { createCashierQueries } from './cashierQueries'
import { createCouponQueries } from './couponQueries'
import { createDepositQueries } from './depositQueries'
import { createInquiryQueries } from './inquiryQueries'
import { createMessageQueries } from './messageQueries'
import { createResponsibleGamingQueries } from './responsibleGamingQueries'
import { createSecurityQueries } from './securityQueries'

function createMemberQueries(api: Api) {
  return {
    bets: createBetQueries(api),
    messages: createMessageQueries(api),
    activity: createActivityQueries(api),
    agents: createAgentQueries(api),
    inquiries: createInquiryQueries(api),
    deposits: createDepositQueries(api),
    coupons: createCouponQueries(api),
    cashier: createCashierQueries(api),
    responsibleGaming: createResponsibleGamingQueries(api),
    security: createSecurityQueries(api),
  }
}

export type MemberQueries = ReturnType<typeof createMemberQueries>

const created = new WeakMap<Api, MemberQueries>()

/** The member families of this API client, created on the first call. */
export function memberQueriesOf(api: Api): MemberQueries {
  let queries = created.get(api)
  if (!queries) created.set(api, (queries = createMemberQueries(api)))
  return queries
}
