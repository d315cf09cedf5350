// The member's coupons in TanStack Query, one list per tab. The key holds the language because the
// server names each coupon in the language of the Lang header.
import { queryOptions } from '@tanstack/react-query'
import type { CouponTab } from '../shared/calls/coupons'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export function createCouponQueries(api: Api) {
  return {
    list: (memberId: number, tab: CouponTab, lang: string) =>
      queryOptions({ queryKey: memberKey('coupons', memberId, tab, lang), queryFn: () => api.getMemberCouponList({ tab }) }),
  }
}
