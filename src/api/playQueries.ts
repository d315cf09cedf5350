// The game wallet, play and rebate in TanStack Query: platform balances, the transfer history by
// page, the rebate accrued, and the promotions that ask for a winning bet.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { memberKey } from './memberKeys'
import { TRANSFER_PAGE_SIZE } from '../shared/memberFirstReads'

export function createPlayQueries(api: Api) {
  return {
    platforms: (memberId: number) => queryOptions({ queryKey: memberKey('platforms', memberId), queryFn: () => api.getPlatformList() }),
    transfers: (memberId: number, page: number) =>
      queryOptions({
        queryKey: memberKey('platforms', memberId, 'transfers', page),
        queryFn: () => api.getPlatformTransferList({ page, pageSize: TRANSFER_PAGE_SIZE }),
      }),
    rebate: (memberId: number) => queryOptions({ queryKey: memberKey('rebate', memberId), queryFn: () => api.getRealtimeRebate() }),
    uploadOffers: (memberId: number) =>
      queryOptions({ queryKey: memberKey('bets', memberId, 'offers'), queryFn: () => api.getBetUploadOffers(), staleTime: 10 * 60_000 }),
  }
}
