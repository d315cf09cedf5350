// Agents and referrals: who a member brought in (recorded at registration from the referral code or an
// agent's sub-agent code), the sub-agent codes an agent hands out, and the agent's commission by month.
import { z } from 'zod'
import { call } from './define'
import { get, isoDate, minorUnits, nameRule } from './rules'

export const agentErrors = [
  'agent_required',
  'referral_code_unknown',
  'sub_agent_code_limit',
  'commission_not_claimable',
  'commission_already_claimed',
] as const

/** A calendar month in the operator's time zone, e.g. 2026-02. */
const periodRule = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)

const referral = z.strictObject({
  /** Masked: the first two and the last character, e.g. mi***8. */
  username: z.string(),
  joinedAt: isoDate,
  /** Has had at least one deposit approved. */
  deposited: z.boolean(),
  /** The sub-agent code they registered with, if any. */
  subAgentCode: z.string().nullable(),
})
export type Referral = z.infer<typeof referral>

const subAgentCode = z.strictObject({
  id: z.int().positive(),
  code: z.string(),
  label: z.string(),
  createdAt: isoDate,
  /** Members who registered with it. */
  members: z.int().nonnegative(),
})
export type SubAgentCode = z.infer<typeof subAgentCode>

const commissionStatuses = ['accruing', 'claimable', 'claimed', 'empty'] as const
const commissionPeriod = z.strictObject({
  period: periodRule,
  /** Stakes of the referred members' settled bets in that month. */
  stakes: minorUnits,
  amount: minorUnits,
  /** accruing: the month is not over; claimable: over, with commission to claim; empty: over, nothing earned. */
  status: z.enum(commissionStatuses),
  claimedAt: isoDate.nullable(),
})
export type CommissionPeriod = z.infer<typeof commissionPeriod>

export const subAgentCodeRequest = z.strictObject({ label: nameRule(2, 40) })

export const agentCalls = {
  getReferralList: get({
    path: '/Agent/getReferralList', access: 'member',
    response: z.strictObject({ referrals: z.array(referral), total: z.int().nonnegative() }),
  }),
  getSubAgentCodeList: get({
    path: '/Agent/getSubAgentCodeList', access: 'member',
    response: z.strictObject({ agent: z.boolean(), max: z.int().positive(), codes: z.array(subAgentCode) }),
  }),
  createSubAgentCode: call({
    method: 'POST', path: '/Agent/createSubAgentCode', access: 'member', idempotent: false, changes: ['agents'],
    request: subAgentCodeRequest, response: subAgentCode,
  }),
  getAgentCommission: get({
    path: '/Agent/getAgentCommission', access: 'member',
    response: z.strictObject({
      agent: z.boolean(),
      /** Commission in basis points of the stakes (100 = 1%); 0 for a member who is not an agent. */
      rate: z.int().nonnegative(),
      timeZone: z.string(),
      /** The current month first, then the months before it. */
      periods: z.array(commissionPeriod),
    }),
  }),
  claimAgentCommission: call({
    method: 'POST', path: '/Agent/claimAgentCommission', access: 'member', idempotent: true,
    changes: ['agents', 'balance', 'transactions'],
    request: z.strictObject({ period: periodRule }),
    response: z.strictObject({ period: periodRule, amount: minorUnits.positive() }),
  }),
}
