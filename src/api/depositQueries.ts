// The member's deposits in TanStack Query: the page's answer (channels, open order, history) keyed by
// its filters, and the USDT networks, which change only with the operator's terms.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { depositInfoRequest } from '../shared/calls/deposits'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export type DepositFilters = z.input<typeof depositInfoRequest>

export function createDepositQueries(api: Api) {
  return {
    info: (memberId: number, filters: DepositFilters = {}) =>
      queryOptions({
        queryKey: memberKey('deposits', memberId, 'info', filters),
        queryFn: () => api.getMemberDepositInfo(filters),
        placeholderData: keepPreviousData,
      }),
    networks: (memberId: number) =>
      queryOptions({ queryKey: memberKey('deposits', memberId, 'networks'), queryFn: () => api.getCryptoList({}), staleTime: 10 * 60_000 }),
  }
}
