import type { Transaction } from 'kysely'
import { requireParticipation } from '../activity/participation'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { payFromHouse } from '../ledger/payFromHouse'
import { createRequest, type MemberRequest } from '../requests/memberRequests'
import { requireTurnover } from '../wallet/turnover'
import { bonusFor, heldCoupons, tabOf, type HeldCoupon } from './memberCoupons'

// What moves a coupon: redeeming a code, choosing a deposit coupon with a deposit, and the credit of
// a bonus, which is a member request of kind coupon and one ledger transfer with its turnover, all in
// the caller's transaction.

const DAY_MS = 86_400_000

/**
 * Redeems a code for the member: the coupon is theirs from now for its valid days; a free bonus is
 * credited at once. A code held already (redeemed twice, or twice at once) is refused.
 */
export async function redeemCouponCode(trx: Transaction<DB>, memberId: number, code: string, at: Date): Promise<HeldCoupon> {
  await requireParticipation(trx, memberId)
  const coupon = await trx.selectFrom('coupons').select(['id', 'kind', 'valid_days']).where('code', '=', code.toUpperCase()).executeTakeFirst()
  if (!coupon) throw new ApiError(422, 'coupon_code_unknown', { field: 'code' })
  const inserted = await trx
    .insertInto('member_coupons')
    .values({ member_id: memberId, coupon_id: coupon.id, acquired_at: at, expires_at: new Date(at.getTime() + coupon.valid_days * DAY_MS) })
    .onConflict((conflict) => conflict.columns(['member_id', 'coupon_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) throw new ApiError(422, 'coupon_already_held', { field: 'code' })
  const [held] = await heldCoupons(trx, memberId, { id: inserted.id, forUpdate: true })
  if (!held) throw new Error(`coupon ${inserted.id} vanished`)
  if (coupon.kind !== 'free_bonus') return held
  await creditBonus(trx, held, held.coupon.amount, null, at)
  const [credited] = await heldCoupons(trx, memberId, { id: held.id })
  return credited ?? held
}

export interface DepositCouponChoice {
  memberId: number
  heldCouponId: number
  amount: number
  at: Date
}

/**
 * Checks a deposit coupon the member chose for a deposit of `amount` and says what it would give;
 * the member's lock (taken by the deposit filing) keeps two filings from choosing it together.
 */
export async function checkDepositCoupon(trx: Transaction<DB>, choice: DepositCouponChoice): Promise<{ held: HeldCoupon; bonus: number }> {
  const [held] = await heldCoupons(trx, choice.memberId, { id: choice.heldCouponId, forUpdate: true })
  if (!held || held.coupon.kind !== 'deposit_bonus' || tabOf(held, choice.at) !== 'available' || held.reservedFor) {
    throw new ApiError(422, 'coupon_not_available', { field: 'couponId' })
  }
  if (choice.amount < held.coupon.min_deposit) throw new ApiError(422, 'coupon_below_minimum', { field: 'couponId', min: held.coupon.min_deposit })
  return { held, bonus: bonusFor(held, choice.amount) }
}

/** Ties the checked coupon to the deposit just filed; it stays reserved while that deposit is open. */
export async function reserveDepositCoupon(trx: Transaction<DB>, held: HeldCoupon, deposit: MemberRequest): Promise<void> {
  await trx.updateTable('member_coupons').set({ deposit_request_id: deposit.id }).where('id', '=', held.id).execute()
}

/** On the deposit's approval: credits the bonus of the coupon chosen with it, if any. */
export async function creditDepositCoupon(trx: Transaction<DB>, deposit: MemberRequest, at: Date): Promise<void> {
  const row = await trx
    .selectFrom('member_coupons')
    .select('id')
    .where('deposit_request_id', '=', deposit.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (!row) return
  const [held] = await heldCoupons(trx, deposit.member_id, { id: row.id, forUpdate: true })
  if (!held) return
  const bonus = bonusFor(held, deposit.amount)
  if (bonus > 0) await creditBonus(trx, held, bonus, deposit.reference, at)
}

async function creditBonus(trx: Transaction<DB>, held: HeldCoupon, bonus: number, depositReference: string | null, at: Date): Promise<void> {
  const request = await createRequest(trx, {
    kind: 'coupon',
    memberId: held.member_id,
    status: 'credited',
    amount: bonus,
    details: { coupon: held.coupon.slug, ...(depositReference ? { deposit: depositReference } : {}) },
    at,
  })
  await payFromHouse(trx, {
    kind: 'coupon_bonus',
    memberId: held.member_id,
    account: 'main',
    amount: bonus,
    memo: request.reference,
    requestId: request.id,
    at,
  })
  if (held.coupon.turnover_multiple > 0) await requireTurnover(trx, held.member_id, bonus * held.coupon.turnover_multiple, at)
  await trx.updateTable('member_coupons').set({ used_at: at, bonus, request_id: request.id }).where('id', '=', held.id).execute()
}
