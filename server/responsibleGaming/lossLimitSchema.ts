import type { ColumnType } from 'kysely'
import type { DepositLimits } from './schema'

// The table of migration 025, part of the database's `DB` type.

/** Minor units a member may lose per window (stakes less payouts); a window without a limit is null. */
export type LossLimits = DepositLimits

interface LossLimitsTable {
  member_id: number
  limit_day: number | null
  limit_week: number | null
  limit_month: number | null
  /** The limits asked for that loosen the ones in force; they replace them at `pending_from`. */
  pending_limits: ColumnType<LossLimits | null, string | null, string | null>
  pending_from: Date | null
  updated_at: Date
}

export interface LossLimitTables {
  loss_limits: LossLimitsTable
}
