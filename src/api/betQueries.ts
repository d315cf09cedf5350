// The member's bet records in TanStack Query, keyed by every filter, so each range, status and page
// is its own answer.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { BetRecordListRequest } from '../shared/calls/bets'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export function createBetQueries(api: Api) {
  return {
    records: (memberId: number, request: BetRecordListRequest) =>
      queryOptions({
        queryKey: memberKey('bets', memberId, request),
        queryFn: () => api.getMemberBetRecordList_V4(request),
        // Paging and re-filtering keep the last page on screen until the next one arrives.
        placeholderData: keepPreviousData,
      }),
  }
}
