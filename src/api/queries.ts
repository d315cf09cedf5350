// Server state, in TanStack Query. Member data is keyed by the session token so that one member's
// answers are never shown to another, and is removed as a whole when the session ends.
import { queryOptions } from '@tanstack/react-query'
import { createBetQueries } from './betQueries'
import type { Api } from './client'
import { createContentQueries } from './contentQueries'
import { createMessageQueries } from './messageQueries'

export const MEMBER_SCOPE = 'member'

export function createQueries(api: Api) {
  return {
    balance: (token: string) =>
      queryOptions({ queryKey: [MEMBER_SCOPE, token, 'balance'], queryFn: () => api.getBalance() }),
    point: (token: string) =>
      queryOptions({ queryKey: [MEMBER_SCOPE, token, 'point'], queryFn: () => api.getPoint() }),
    pointRate: (token: string) =>
      queryOptions({ queryKey: [MEMBER_SCOPE, token, 'pointRate'], queryFn: () => api.getRate(), staleTime: 5 * 60_000 }),
    bankCards: (token: string) =>
      queryOptions({ queryKey: [MEMBER_SCOPE, token, 'bankCards'], queryFn: () => api.getMemberBankInfoList() }),
    banks: (token: string) =>
      queryOptions({ queryKey: [MEMBER_SCOPE, token, 'banks'], queryFn: () => api.getBankList(), staleTime: 60 * 60_000 }),
    health: () => queryOptions({ queryKey: ['health'], queryFn: () => api.health(), staleTime: 0 }),
    content: createContentQueries(api),
    bets: createBetQueries(api),
    messages: createMessageQueries(api),
  }
}

export type Queries = ReturnType<typeof createQueries>
