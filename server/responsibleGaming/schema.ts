import type { ColumnType } from 'kysely'

// The table of migration 014, part of the database's `DB` type.

/** Minor units per window; a window without a limit is null. */
export interface DepositLimits {
  day: number | null
  week: number | null
  month: number | null
}

export type ExclusionKind = 'time_out' | 'self_exclusion'

export interface ResponsibleGamingTable {
  member_id: number
  limit_day: number | null
  limit_week: number | null
  limit_month: number | null
  /** The limits asked for that loosen the ones in force; they replace them at `pending_from`. */
  pending_limits: ColumnType<DepositLimits | null, string | null, string | null>
  pending_from: Date | null
  /** When the member last set or confirmed the limits: the six-monthly review counts from here. */
  limits_reviewed_at: Date | null
  reality_check_minutes: 15 | 30 | 60 | null
  excluded_kind: ExclusionKind | null
  excluded_until: Date | null
  updated_at: Date
}

export interface ResponsibleGamingTables {
  responsible_gaming: ResponsibleGamingTable
}
