// Withdrawals and the statement in TanStack Query. The withdrawal figures are keyed under
// `withdrawals`, so a withdrawal filed or decided (the call's `changes`, the live request event)
// reads them again with the list; each statement filter and page is its own answer.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { TransactionListRequest } from '../shared/calls/transactions'
import type { Api } from './client'
import { memberKey } from './memberKeys'
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../shared/memberFirstReads'


export function createCashierQueries(api: Api) {
  return {
    withdrawalInfo: (memberId: number) =>
      queryOptions({ queryKey: memberKey('withdrawals', memberId, 'info'), queryFn: () => api.getMemberWithdrawalInfoV2() }),
    withdrawals: (memberId: number, page: number) =>
      queryOptions({
        queryKey: memberKey('withdrawals', memberId, 'list', page),
        queryFn: () => api.getMemberWithdrawalInfo({ page, pageSize: WITHDRAWAL_HISTORY_PAGE_SIZE }),
        placeholderData: keepPreviousData,
      }),
    statement: (memberId: number, request: TransactionListRequest) =>
      queryOptions({
        queryKey: memberKey('transactions', memberId, request),
        queryFn: () => api.getTransactionList(request),
        placeholderData: keepPreviousData,
      }),
  }
}
