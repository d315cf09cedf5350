// The member's referrals, sub-agent codes and commission, in TanStack Query.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export function createAgentQueries(api: Api) {
  return {
    referrals: (memberId: number) => queryOptions({ queryKey: memberKey('agents', memberId, 'referrals'), queryFn: () => api.getReferralList() }),
    codes: (memberId: number) => queryOptions({ queryKey: memberKey('agents', memberId, 'codes'), queryFn: () => api.getSubAgentCodeList() }),
    commission: (memberId: number) => queryOptions({ queryKey: memberKey('agents', memberId, 'commission'), queryFn: () => api.getAgentCommission() }),
  }
}
