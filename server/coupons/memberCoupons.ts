import type { Kysely, Selectable, Transaction } from 'kysely'
import { depositBonus, type CouponTab, type MemberCoupon } from '../../src/shared/calls/coupons'
import { openDepositStatuses } from '../../src/shared/calls/deposits'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { CouponsTable, MemberCouponsTable } from '../db/couponSchema'
import type { DB } from '../db/schema'

// A held coupon's state is computed, never stored: used once a bonus was credited; reserved while
// the deposit it was chosen with is open (and available again if that deposit is rejected,
// cancelled or expires); expired when its time is up and it is neither used nor reserved. So no job
// has to release or expire anything, and a rejected deposit gives the coupon back by itself.

export type HeldCoupon = Selectable<MemberCouponsTable> & {
  coupon: Selectable<CouponsTable>
  /** The open deposit the coupon is chosen with, if any. */
  reservedFor: string | null
  reference: string | null
}

type Db = Kysely<DB> | Transaction<DB>

export async function heldCoupons(db: Db, memberId: number, options: { id?: number; forUpdate?: boolean } = {}): Promise<HeldCoupon[]> {
  let query = db
    .selectFrom('member_coupons as held')
    .innerJoin('coupons', 'coupons.id', 'held.coupon_id')
    .leftJoin('member_requests as deposit', 'deposit.id', 'held.deposit_request_id')
    .leftJoin('member_requests as credit', 'credit.id', 'held.request_id')
    .selectAll('held')
    .select([
      'coupons.slug', 'coupons.code', 'coupons.kind', 'coupons.name', 'coupons.percent', 'coupons.max_bonus', 'coupons.amount',
      'coupons.min_deposit', 'coupons.turnover_multiple', 'coupons.valid_days',
      'deposit.status as deposit_status', 'deposit.reference as deposit_reference', 'credit.reference as credit_reference',
    ])
    .where('held.member_id', '=', memberId)
  if (options.id !== undefined) query = query.where('held.id', '=', options.id)
  if (options.forUpdate) query = query.forUpdate('held')
  const rows = await query.orderBy('held.expires_at').orderBy('held.id').execute()
  return rows.map((row) => ({
    id: row.id,
    member_id: row.member_id,
    coupon_id: row.coupon_id,
    acquired_at: row.acquired_at,
    expires_at: row.expires_at,
    deposit_request_id: row.deposit_request_id,
    used_at: row.used_at,
    bonus: row.bonus,
    request_id: row.request_id,
    coupon: {
      id: row.coupon_id, slug: row.slug, code: row.code, kind: row.kind, name: row.name, percent: row.percent, max_bonus: row.max_bonus,
      amount: row.amount, min_deposit: row.min_deposit, turnover_multiple: row.turnover_multiple, valid_days: row.valid_days,
    },
    reservedFor: row.used_at === null && isOpen(row.deposit_status) ? row.deposit_reference : null,
    reference: row.credit_reference,
  }))
}

function isOpen(status: string | null): boolean {
  return status !== null && (openDepositStatuses as readonly string[]).includes(status)
}

export function tabOf(held: HeldCoupon, now: Date): CouponTab {
  if (held.used_at) return 'used'
  if (held.reservedFor || held.expires_at > now) return 'available'
  return 'expired'
}

export function memberCouponOf(held: HeldCoupon, lang: ContentLanguage, now: Date): MemberCoupon {
  const { coupon } = held
  return {
    id: held.id,
    name: pick(coupon.name, lang),
    kind: coupon.kind,
    status: tabOf(held, now),
    percent: coupon.percent,
    maxBonus: coupon.max_bonus,
    amount: coupon.amount,
    minDeposit: coupon.min_deposit,
    turnoverMultiple: coupon.turnover_multiple,
    acquiredAt: held.acquired_at.toISOString(),
    expiresAt: held.expires_at.toISOString(),
    reservedFor: held.reservedFor,
    usedAt: held.used_at?.toISOString() ?? null,
    bonus: held.bonus,
    reference: held.reference,
  }
}

/** The bonus a held deposit coupon gives for `amount`. */
export function bonusFor(held: HeldCoupon, amount: number): number {
  const { coupon } = held
  return depositBonus({ percent: coupon.percent, maxBonus: coupon.max_bonus, minDeposit: coupon.min_deposit }, amount)
}
