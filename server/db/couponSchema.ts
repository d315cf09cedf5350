import type { ColumnType, Generated } from 'kysely'
import type { CouponKind } from '../../src/shared/calls/coupons'
import type { Translated } from './contentSchema'

// The tables of migration 015: the operator's coupons and the ones each member holds.

export interface CouponsTable {
  id: Generated<number>
  slug: string
  code: string | null
  kind: CouponKind
  name: ColumnType<Translated, string, string>
  percent: Generated<number>
  max_bonus: Generated<number>
  amount: Generated<number>
  min_deposit: Generated<number>
  turnover_multiple: number
  valid_days: number
}

export interface MemberCouponsTable {
  id: Generated<number>
  member_id: number
  coupon_id: number
  acquired_at: Date
  expires_at: Date
  deposit_request_id: number | null
  used_at: Date | null
  bonus: number | null
  request_id: number | null
}

export interface CouponTables {
  coupons: CouponsTable
  member_coupons: MemberCouponsTable
}
