import type { Kysely, Transaction } from 'kysely'
import type { ExclusionPeriod } from '../../src/shared/calls/responsibleGaming'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { revokeSessions } from '../members/sessions'
import { lockResponsibleGaming } from './state'
import type { ExclusionKind } from './schema'

const DAY_MS = 86_400_000

/** The end of an exclusion of `period` starting at `at`; months and years are calendar ones. */
function exclusionEnd(period: ExclusionPeriod, at: Date): Date {
  const end = new Date(at)
  switch (period) {
    case '24h': return new Date(at.getTime() + DAY_MS)
    case '7d': return new Date(at.getTime() + 7 * DAY_MS)
    case '30d': return new Date(at.getTime() + 30 * DAY_MS)
    case '6m': end.setUTCMonth(end.getUTCMonth() + 6); return end
    case '1y': end.setUTCFullYear(end.getUTCFullYear() + 1); return end
    case '5y': end.setUTCFullYear(end.getUTCFullYear() + 5); return end
  }
}

/** The end of the member's exclusion when one is in force at `at`. */
export async function exclusionUntil(db: Kysely<DB> | Transaction<DB>, memberId: number, at: Date): Promise<Date | null> {
  const row = await db.selectFrom('responsible_gaming').select('excluded_until').where('member_id', '=', memberId).executeTakeFirst()
  return row?.excluded_until && row.excluded_until > at ? row.excluded_until : null
}

/**
 * Refuses (403 account_excluded, with the end date) a member under a time-out or self-exclusion.
 * Inside a money transaction the row is read FOR SHARE, so an exclusion being started at the same
 * moment (which locks it FOR UPDATE) is either seen or waits until this movement has committed.
 */
export async function assertNotExcluded(db: Kysely<DB> | Transaction<DB>, memberId: number, at: Date): Promise<void> {
  const query = db.selectFrom('responsible_gaming').select('excluded_until').where('member_id', '=', memberId)
  const row = db.isTransaction ? await query.forShare().executeTakeFirst() : await query.executeTakeFirst()
  if (row?.excluded_until && row.excluded_until > at) throw new ApiError(403, 'account_excluded', { until: row.excluded_until.toISOString() })
}

/**
 * Starts a time-out or self-exclusion and ends every session of the member. An exclusion already in
 * force that ends later is kept: nothing the member does can shorten one.
 */
export async function startExclusion(trx: Transaction<DB>, memberId: number, kind: ExclusionKind, period: ExclusionPeriod, at: Date): Promise<{ kind: ExclusionKind; until: Date }> {
  const state = await lockResponsibleGaming(trx, memberId, at)
  const asked = exclusionEnd(period, at)
  const keep = state.excluded_until && state.excluded_kind && state.excluded_until > asked
  const result = keep ? { kind: state.excluded_kind!, until: state.excluded_until! } : { kind, until: asked }
  await trx.updateTable('responsible_gaming').set({ excluded_kind: result.kind, excluded_until: result.until, updated_at: at }).where('member_id', '=', memberId).execute()
  // Open game sessions end with the sessions that launched them, so a game page left open cannot play another round.
  await revokeSessions(trx, memberId, 'all', at)
  return result
}
