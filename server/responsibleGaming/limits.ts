import { sql, type Kysely, type Transaction } from 'kysely'
import { depositLimitWindows, type DepositLimitWindow, type ResponsibleGamingSettings } from '../../src/shared/calls/responsibleGaming'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { assertNotExcluded } from './exclusions'
import type { DepositLimits } from './schema'
import { LIMIT_RAISE_DELAY_MS, limitsOf, lockResponsibleGaming, readResponsibleGaming, type ResponsibleGamingRow } from './state'

const DAY_MS = 86_400_000
/** Each limit window's length; loss limits count over the same windows. */
export const windowMs: Record<DepositLimitWindow, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS }
/** The deposit order statuses that count against a limit: money asked for, sent or received. */
const countedDepositStatuses = ['awaiting_payment', 'submitted', 'approved'] as const
const REVIEW_AFTER_MONTHS = 6

interface WindowUse {
  window: DepositLimitWindow
  limit: number | null
  used: number
  remaining: number | null
  resetsAt: Date | null
}

/** What the member's counted deposit orders use of each window ending at `at`. */
async function windowUses(db: Kysely<DB> | Transaction<DB>, memberId: number, limits: DepositLimits, at: Date): Promise<WindowUse[]> {
  const since = new Date(at.getTime() - windowMs.month)
  const orders = await db
    .selectFrom('member_requests')
    .select(['amount', 'created_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit')
    .where('status', 'in', [...countedDepositStatuses])
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute()
  return depositLimitWindows.map((window) => {
    const from = at.getTime() - windowMs[window]
    const counted = orders.filter((order) => order.created_at.getTime() > from)
    const used = counted.reduce((sum, order) => sum + order.amount, 0)
    const limit = limits[window]
    const oldest = counted[0]
    return {
      window,
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resetsAt: oldest ? new Date(oldest.created_at.getTime() + windowMs[window]) : null,
    }
  })
}

/** The window that binds: the lowest remaining amount among the windows with a limit. */
function binding(uses: WindowUse[]): WindowUse | null {
  return uses.filter((use) => use.remaining !== null).reduce<WindowUse | null>((low, use) => (!low || use.remaining! < low.remaining! ? use : low), null)
}

/**
 * The deposit gate, called inside the transaction that files a deposit order, before filing it.
 * Locks the member's responsible-gaming row (FOR UPDATE, created on demand) so concurrent deposits
 * of one member run one after another, then refuses an excluded member (403 account_excluded) and an
 * amount above the lowest remaining limit (409 deposit_limit_reached with when it resets and what remains).
 */
export async function assertDepositAllowed(trx: Transaction<DB>, deposit: { memberId: number; amountMinor: number; at: Date }): Promise<void> {
  const { memberId, amountMinor, at } = deposit
  const row = await lockResponsibleGaming(trx, memberId, at)
  await assertNotExcluded(trx, memberId, at)
  const low = binding(await windowUses(trx, memberId, limitsOf(row), at))
  if (low && amountMinor > low.remaining!) {
    throw new ApiError(409, 'deposit_limit_reached', { remaining: low.remaining!, resetsAt: (low.resetsAt ?? at).toISOString() })
  }
}

/** The limit in force after a member asks for `asked`: the lower of the two (no limit is the highest). */
export function tighter(current: number | null, asked: number | null): number | null {
  if (current === null) return asked
  if (asked === null) return current
  return Math.min(current, asked)
}

/**
 * Sets the deposit limits: a lower limit (or a new one) holds at once; a raise or removal is kept
 * pending and replaces the limit 24 hours later. A new request replaces any earlier pending one.
 */
export async function setDepositLimits(trx: Transaction<DB>, memberId: number, asked: DepositLimits, at: Date): Promise<void> {
  const current = limitsOf(await lockResponsibleGaming(trx, memberId, at))
  const now: DepositLimits = { day: tighter(current.day, asked.day), week: tighter(current.week, asked.week), month: tighter(current.month, asked.month) }
  const loosens = depositLimitWindows.some((window) => now[window] !== asked[window])
  await trx
    .updateTable('responsible_gaming')
    .set({
      limit_day: now.day,
      limit_week: now.week,
      limit_month: now.month,
      pending_limits: loosens ? JSON.stringify(asked) : sql`null`,
      pending_from: loosens ? new Date(at.getTime() + LIMIT_RAISE_DELAY_MS) : null,
      limits_reviewed_at: at,
      updated_at: at,
    })
    .where('member_id', '=', memberId)
    .execute()
}

export async function setRealityCheck(trx: Transaction<DB>, memberId: number, minutes: 0 | 15 | 30 | 60, at: Date): Promise<void> {
  await lockResponsibleGaming(trx, memberId, at)
  await trx.updateTable('responsible_gaming').set({ reality_check_minutes: minutes === 0 ? null : minutes, updated_at: at }).where('member_id', '=', memberId).execute()
}

function reviewDue(row: ResponsibleGamingRow): Date | null {
  if (!row.limits_reviewed_at) return null
  const due = new Date(row.limits_reviewed_at)
  due.setUTCMonth(due.getUTCMonth() + REVIEW_AFTER_MONTHS)
  return due
}

/** Everything the tools page and the deposit page show. */
export async function responsibleGamingSettings(db: Kysely<DB> | Transaction<DB>, memberId: number, at: Date): Promise<ResponsibleGamingSettings> {
  const row = await readResponsibleGaming(db, memberId, at)
  const uses = await windowUses(db, memberId, limitsOf(row), at)
  const low = binding(uses)
  return {
    limits: limitsOf(row),
    pending: row.pending_limits && row.pending_from ? { limits: row.pending_limits, from: row.pending_from.toISOString() } : null,
    windows: uses.map((use) => ({ ...use, resetsAt: use.resetsAt?.toISOString() ?? null })),
    remaining: low?.remaining ?? null,
    resetsAt: low?.resetsAt?.toISOString() ?? null,
    reviewDueAt: reviewDue(row)?.toISOString() ?? null,
    realityCheckMinutes: row.reality_check_minutes,
  }
}
