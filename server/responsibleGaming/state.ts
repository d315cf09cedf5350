import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { DB } from '../db/schema'
import type { DepositLimits, ResponsibleGamingTable } from './schema'

export type ResponsibleGamingRow = Selectable<ResponsibleGamingTable>

/** A loosened limit (a raise or a removal) waits this long before it applies. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000

function emptyRow(memberId: number, at: Date): ResponsibleGamingRow {
  return {
    member_id: memberId, limit_day: null, limit_week: null, limit_month: null, pending_limits: null, pending_from: null,
    limits_reviewed_at: null, reality_check_minutes: null, excluded_kind: null, excluded_until: null, updated_at: at,
  }
}

export function limitsOf(row: ResponsibleGamingRow): DepositLimits {
  return { day: row.limit_day, week: row.limit_week, month: row.limit_month }
}

/** The row as it stands at `at`: pending limits whose time has come are the limits in force. */
function effective(row: ResponsibleGamingRow, at: Date): ResponsibleGamingRow {
  if (!row.pending_limits || !row.pending_from || row.pending_from > at) return row
  const { day, week, month } = row.pending_limits
  return { ...row, limit_day: day, limit_week: week, limit_month: month, pending_limits: null, pending_from: null }
}

/** The member's settings at `at` without locking; a member who never set anything has none. */
export async function readResponsibleGaming(db: Kysely<DB> | Transaction<DB>, memberId: number, at: Date): Promise<ResponsibleGamingRow> {
  const row = await db.selectFrom('responsible_gaming').selectAll().where('member_id', '=', memberId).executeTakeFirst()
  return effective(row ?? emptyRow(memberId, at), at)
}

/**
 * Locks the member's row for the rest of the transaction (creating it on first use), after writing
 * any pending limits whose time has come, so every check under the lock sees the limits in force.
 */
export async function lockResponsibleGaming(trx: Transaction<DB>, memberId: number, at: Date): Promise<ResponsibleGamingRow> {
  await trx.insertInto('responsible_gaming').values({ member_id: memberId, updated_at: at }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
  const row = await trx.selectFrom('responsible_gaming').selectAll().where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
  const now = effective(row, at)
  if (now !== row) {
    await trx
      .updateTable('responsible_gaming')
      .set({ limit_day: now.limit_day, limit_week: now.limit_week, limit_month: now.limit_month, pending_limits: sql`null`, pending_from: null, updated_at: at })
      .where('member_id', '=', memberId)
      .execute()
  }
  return now
}
