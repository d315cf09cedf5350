// Server state, in TanStack Query. A member's data is keyed as memberKeys.ts says and removed as a
// whole when the session ends, so one member's answers are never shown to another. The families only
// the member area reads are memberQueries.ts's, which load with it.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { createContentQueries } from './contentQueries'
import { createMemberGameQueries } from './memberGameQueries'
import { memberKey } from './memberKeys'
import { createPlayQueries } from './playQueries'

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
    play: createPlayQueries(api),
    memberGames: createMemberGameQueries(api),
  }
}

export type Queries = ReturnType<typeof createQueries>
