// Coupons (DECISIONS.md, "Engagement"): a member holds coupons, available, used or expired. A free
// bonus is credited when its code is redeemed; a deposit bonus is chosen with a deposit and credited
// when the operator approves it. Each bonus must be wagered `turnoverMultiple` times before it can be
// withdrawn. Amounts are integer minor units.
import { z } from 'zod'
import { call } from './define'
import { isoDate, minorUnits } from './rules'

export const couponErrors = ['coupon_code_unknown', 'coupon_already_held', 'coupon_not_available', 'coupon_below_minimum'] as const

export const couponTabs = ['available', 'used', 'expired'] as const
export type CouponTab = (typeof couponTabs)[number]

const couponKinds = ['deposit_bonus', 'free_bonus'] as const
export type CouponKind = (typeof couponKinds)[number]

const memberCoupon = z.strictObject({
  id: z.int().positive(),
  name: z.string(),
  kind: z.enum(couponKinds),
  status: z.enum(couponTabs),
  /** A deposit bonus: this percent of the deposit, at most maxBonus. */
  percent: z.int().min(0).max(100),
  maxBonus: minorUnits,
  /** A free bonus: this amount. */
  amount: minorUnits,
  /** A deposit bonus applies to deposits of at least this much. */
  minDeposit: minorUnits,
  turnoverMultiple: z.int().min(0).max(100),
  acquiredAt: isoDate,
  expiresAt: isoDate,
  /** Chosen with a deposit that is still open (the coupon is not available for another one meanwhile). */
  reservedFor: z.string().nullable(),
  usedAt: isoDate.nullable(),
  /** What was credited, once used. */
  bonus: minorUnits.nullable(),
  reference: z.string().nullable(),
})
export type MemberCoupon = z.infer<typeof memberCoupon>

const couponCode = z.string().trim().min(4).max(32).regex(/^[A-Za-z0-9-]+$/)

export const couponCalls = {
  getMemberCouponList: call({
    method: 'POST', path: '/Coupon/getMemberCouponList', access: 'member', idempotent: false,
    request: z.strictObject({ tab: z.enum(couponTabs) }),
    response: z.strictObject({ coupons: z.array(memberCoupon) }),
  }),
  redeemCouponCode: call({
    method: 'POST', path: '/Coupon/redeemCouponCode', access: 'member', idempotent: true,
    changes: ['coupons', 'balance', 'transactions'],
    request: z.strictObject({ code: couponCode }),
    response: memberCoupon,
  }),
}

/** The bonus a deposit coupon gives for a deposit of `amount` (0 below its minimum). */
export function depositBonus(coupon: Pick<MemberCoupon, 'percent' | 'maxBonus' | 'minDeposit'>, amount: number): number {
  if (amount < coupon.minDeposit) return 0
  return Math.min(coupon.maxBonus, Math.floor((amount * coupon.percent) / 100))
}
