import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { redeemCouponCode } from '../coupons/couponActions'
import { heldCoupons, memberCouponOf, tabOf } from '../coupons/memberCoupons'
import { defineRoute } from '../http/defineRoute'

// The coupon calls (DECISIONS.md, "Engagement"): the member's coupons by tab, and redeeming a code.

export async function couponRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberCouponList', async ({ input, session, request }) => {
    const now = config.now()
    const lang = requestLanguage(request.headers)
    const held = await heldCoupons(db, session.memberId)
    const coupons = held.filter((coupon) => tabOf(coupon, now) === input.tab).map((coupon) => memberCouponOf(coupon, lang, now))
    if (input.tab !== 'available') coupons.reverse()
    return { coupons }
  })

  defineRoute(app, context, 'redeemCouponCode', async ({ input, session, trx, request }) => {
    const now = config.now()
    const held = await redeemCouponCode(trx, session.memberId, input.code, now)
    request.log.info({ event: 'coupon.redeem', memberId: session.memberId, coupon: held.coupon.slug, bonus: held.bonus }, 'coupon code redeemed')
    return memberCouponOf(held, requestLanguage(request.headers), now)
  })
}
