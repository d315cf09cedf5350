// Server state, in TanStack Query. A member's data is keyed as memberKeys.ts says and removed as a
// whole when the session ends, so one member's answers are never shown to another.
import { queryOptions } from '@tanstack/react-query'
import { createActivityQueries } from './activityQueries'
import { createAgentQueries } from './agentQueries'
import { createBetQueries } from './betQueries'
import { createCashierQueries } from './cashierQueries'
import type { Api } from './client'
import { createContentQueries } from './contentQueries'
import { createCouponQueries } from './couponQueries'
import { createDepositQueries } from './depositQueries'
import { createInquiryQueries } from './inquiryQueries'
import { createMemberGameQueries } from './memberGameQueries'
import { memberKey } from './memberKeys'
import { createMessageQueries } from './messageQueries'
import { createPlayQueries } from './playQueries'
import { createResponsibleGamingQueries } from './responsibleGamingQueries'
import { createSecurityQueries } from './securityQueries'

export function createQueries(api: Api) {
  return {
    balance: (memberId: number) => queryOptions({ queryKey: memberKey('balance', memberId), queryFn: () => api.getBalance() }),
    point: (memberId: number) => queryOptions({ queryKey: memberKey('points', memberId), queryFn: () => api.getPoint() }),
    pointRate: (memberId: number) =>
      queryOptions({ queryKey: memberKey('points', memberId, 'rate'), queryFn: () => api.getRate(), staleTime: 5 * 60_000 }),
    bankCards: (memberId: number) =>
      queryOptions({ queryKey: memberKey('bankCards', memberId), queryFn: () => api.getMemberBankInfoList() }),
    banks: (memberId: number) =>
      queryOptions({ queryKey: memberKey('bankCards', memberId, 'banks'), queryFn: () => api.getBankList(), staleTime: 60 * 60_000 }),
    /** Images never change once uploaded. */
    uploadedImage: (memberId: number, id: number) =>
      queryOptions({ queryKey: memberKey('uploads', memberId, id), queryFn: () => api.getUploadedImage({ id }), staleTime: Infinity }),
    /** The identity document sent with a verification; never changes once sent. */
    verificationDocument: (memberId: number, id: number) =>
      queryOptions({ queryKey: memberKey('uploads', memberId, 'verification', id), queryFn: () => api.getVerificationDocument({ id }), staleTime: Infinity }),
    health: () => queryOptions({ queryKey: ['health'], queryFn: () => api.health(), staleTime: 0 }),
    content: createContentQueries(api),
    bets: createBetQueries(api),
    messages: createMessageQueries(api),
    activity: createActivityQueries(api),
    agents: createAgentQueries(api),
    inquiries: createInquiryQueries(api),
    play: createPlayQueries(api),
    deposits: createDepositQueries(api),
    coupons: createCouponQueries(api),
    cashier: createCashierQueries(api),
    responsibleGaming: createResponsibleGamingQueries(api),
    memberGames: createMemberGameQueries(api),
    security: createSecurityQueries(api),
  }
}

export type Queries = ReturnType<typeof createQueries>
