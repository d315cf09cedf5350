import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { depositLimitWindows, type DepositLimitWindow } from '../../src/shared/calls/responsibleGaming'
import type { LossLimitSettings } from '../../src/shared/calls/lossLimits'
import type { DB } from '../db/schema'
import { tighter, windowMs } from './limits'
import type { LossLimits, LossLimitTables } from './lossLimitSchema'
import { LIMIT_RAISE_DELAY_MS, lockResponsibleGaming } from './state'

// Loss limits: what a member may lose (stakes less payouts, net of wins) per window. The check is
// made inside the transaction that places the bet or moves the money into a game, under the member's
// responsible_gaming row lock (FOR UPDATE, the deposit limit's lock), so concurrent rounds of one
// member are checked one after another and together never pass a limit.

type LossLimitRow = Selectable<LossLimitTables['loss_limits']>

interface LossWindowUse {
  window: DepositLimitWindow
  limit: number | null
  lost: number
  remaining: number | null
  resetsAt: Date | null
}

const NO_LIMITS: LossLimits = { day: null, week: null, month: null }

function limitsOf(row: LossLimitRow | undefined, at: Date): { limits: LossLimits; pending: { limits: LossLimits; from: Date } | null } {
  if (!row) return { limits: NO_LIMITS, pending: null }
  // A loosening whose time has come is the limit in force.
  if (row.pending_limits && row.pending_from && row.pending_from <= at) return { limits: row.pending_limits, pending: null }
  return {
    limits: { day: row.limit_day, week: row.limit_week, month: row.limit_month },
    pending: row.pending_limits && row.pending_from ? { limits: row.pending_limits, from: row.pending_from } : null,
  }
}

function readRow(db: Kysely<DB> | Transaction<DB>, memberId: number) {
  return db.selectFrom('loss_limits').selectAll().where('member_id', '=', memberId).executeTakeFirst()
}

/** The member's net loss in each window ending at `at`, from every bet placed (pending ones lose their stake until settled). */
async function windowUses(db: Kysely<DB> | Transaction<DB>, memberId: number, limits: LossLimits, at: Date): Promise<LossWindowUse[]> {
  if (depositLimitWindows.every((window) => limits[window] === null)) {
    return depositLimitWindows.map((window) => ({ window, limit: null, lost: 0, remaining: null, resetsAt: null }))
  }
  const uses: LossWindowUse[] = []
  for (const window of depositLimitWindows) {
    const since = new Date(at.getTime() - windowMs[window])
    const row = await db
      .selectFrom('bets')
      .select([sql<string>`coalesce(sum(stake - payout), 0)`.as('net'), sql<Date | null>`min(placed_at)`.as('oldest')])
      .where('member_id', '=', memberId)
      .where('placed_at', '>', since)
      .executeTakeFirstOrThrow()
    const lost = Math.max(0, Number(row.net))
    const limit = limits[window]
    const oldest = row.oldest === null ? null : new Date(row.oldest)
    uses.push({
      window,
      limit,
      lost,
      remaining: limit === null ? null : Math.max(0, limit - lost),
      resetsAt: oldest && lost > 0 ? new Date(oldest.getTime() + windowMs[window]) : null,
    })
  }
  return uses
}

function binding(uses: LossWindowUse[]): LossWindowUse | null {
  return uses.filter((use) => use.remaining !== null).reduce<LossWindowUse | null>((low, use) => (!low || use.remaining! < low.remaining! ? use : low), null)
}

/**
 * Inside the transaction that would risk `amount` (a round's stake, a transfer into a game): locks
 * the member's responsible_gaming row, then answers what remains and when it resets when `amount`
 * could take the loss past a limit, or null when it may go ahead.
 */
export async function lossLimitRefusal(trx: Transaction<DB>, memberId: number, amount: number, at: Date): Promise<{ remaining: number; resetsAt: string } | null> {
  await lockResponsibleGaming(trx, memberId, at)
  const { limits } = limitsOf(await readRow(trx, memberId), at)
  const low = binding(await windowUses(trx, memberId, limits, at))
  if (!low || amount <= low.remaining!) return null
  return { remaining: low.remaining!, resetsAt: (low.resetsAt ?? new Date(at.getTime() + windowMs[low.window])).toISOString() }
}

/** Sets the loss limits: a lower one (or a new one) holds at once; a raise or removal waits 24 hours. */
export async function setLossLimits(trx: Transaction<DB>, memberId: number, asked: LossLimits, at: Date): Promise<void> {
  await lockResponsibleGaming(trx, memberId, at)
  const current = limitsOf(await readRow(trx, memberId), at).limits
  const now: LossLimits = { day: tighter(current.day, asked.day), week: tighter(current.week, asked.week), month: tighter(current.month, asked.month) }
  const loosens = depositLimitWindows.some((window) => now[window] !== asked[window])
  const values = {
    limit_day: now.day,
    limit_week: now.week,
    limit_month: now.month,
    pending_limits: loosens ? JSON.stringify(asked) : null,
    pending_from: loosens ? new Date(at.getTime() + LIMIT_RAISE_DELAY_MS) : null,
    updated_at: at,
  }
  await trx
    .insertInto('loss_limits')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute()
}

/** What the responsible-gaming tools show: the limits, any pending loosening, each window's loss and what remains. */
export async function lossLimitSettings(db: Kysely<DB> | Transaction<DB>, memberId: number, at: Date): Promise<LossLimitSettings> {
  const { limits, pending } = limitsOf(await readRow(db, memberId), at)
  const uses = await windowUses(db, memberId, limits, at)
  const low = binding(uses)
  return {
    limits,
    pending: pending ? { limits: pending.limits, from: pending.from.toISOString() } : null,
    windows: uses.map((use) => ({ ...use, resetsAt: use.resetsAt?.toISOString() ?? null })),
    remaining: low?.remaining ?? null,
    resetsAt: low?.resetsAt?.toISOString() ?? null,
  }
}
