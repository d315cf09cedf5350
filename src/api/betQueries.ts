// The member's bet records in TanStack Query, keyed by the session token (see queries.ts) and by
// every filter, so each range, status and page is its own answer.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import type { BetRecordListRequest } from './contract'
import { MEMBER_SCOPE } from './queries'

export function createBetQueries(api: Api) {
  return {
    records: (token: string, request: BetRecordListRequest) =>
      queryOptions({
        queryKey: [MEMBER_SCOPE, token, 'bets', request],
        queryFn: () => api.getMemberBetRecordList_V4(request),
        // Paging and re-filtering keep the last page on screen until the next one arrives.
        placeholderData: keepPreviousData,
      }),
  }
}
