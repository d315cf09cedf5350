// Redeeming a coupon code: one Idempotency-Key per intent, so a repeat after a timeout is answered
// with the coupon the first one gave instead of being refused as already held.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function couponFlows(flow: FlowFactory, api: Api) {
  return {
    redeemCoupon: flow('redeemCouponCode', (values, key) => api.redeemCouponCode(values, { idempotencyKey: key })),
  }
}
