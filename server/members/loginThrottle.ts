import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'

export const LOGIN_WINDOW_MINUTES = 15
const MAX_FAILURES = 10

// Failures live in the database, not in memory, so the limit holds across every instance serving
// the same database.
async function recordLoginFailure(trx: Transaction<DB>, now: Date, usernameKey: string, ip: string, deviceId: string | null): Promise<void> {
  await trx.insertInto('login_failures').values({ username_key: usernameKey, ip, at: now, device_id: deviceId }).execute()
}

export interface LoginAttempt {
  now: Date
  usernameKey: string
  ip: string
  deviceId: string | undefined
}

export type AttemptOutcome<T> = { outcome: 'blocked' } | { outcome: 'failed' } | { outcome: 'passed'; value: T }

/**
 * Decides one password attempt. The password is checked (argon2, tens of milliseconds) outside any
 * transaction, so guesses never hold a connection (PGlite has only one) while it runs; the decision
 * and its record are one step: under a lock on the account, the failures that count against it are
 * counted again, and a wrong password's failure is recorded before the lock is let go. An attempt
 * the limit already refuses is not checked at all; one that was checked while the last allowed
 * failures were being recorded is refused all the same, whatever its password, so no answer past
 * the limit tells a right password from a wrong one.
 * A device that has signed in to the account before has a budget of its own (its own failures);
 * every other attempt shares the account's budget for unknown devices and its address's budget, so
 * failures from anywhere else never lock the owner's device out. `check` answers null for a wrong
 * password; it runs outside the decision's transaction.
 */
export async function attemptPassword<T>(db: Kysely<DB>, attempt: LoginAttempt, check: () => Promise<T | null>): Promise<AttemptOutcome<T>> {
  if (await isBlocked(db, attempt)) return { outcome: 'blocked' }
  const value = await check()
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${attempt.usernameKey}`}))`.execute(trx)
    if (await isBlocked(trx, attempt)) return { outcome: 'blocked' }
    if (value === null) {
      await recordLoginFailure(trx, attempt.now, attempt.usernameKey, attempt.ip, attempt.deviceId ?? null)
      return { outcome: 'failed' }
    }
    return { outcome: 'passed', value }
  })
}

/** Whether the failures in the window already refuse this attempt: its known device's own, or the unknown devices' and its address's. */
async function isBlocked(db: Kysely<DB> | Transaction<DB>, { now, usernameKey, ip, ...attempt }: LoginAttempt): Promise<boolean> {
  const deviceId = attempt.deviceId ?? null
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)
  const knownDevices = db
    .selectFrom('member_devices')
    .innerJoin('members', 'members.id', 'member_devices.member_id')
    .select('member_devices.device_id')
    .where(sql<string>`lower(members.username)`, '=', usernameKey)
  const known = deviceId !== null && (await knownDevices.where('member_devices.device_id', '=', deviceId).executeTakeFirst()) !== undefined
  const failures = db.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('count')).where('at', '>', since)
  if (known) return Number((await failures.where('username_key', '=', usernameKey).where('device_id', '=', deviceId).executeTakeFirstOrThrow()).count) >= MAX_FAILURES
  const unknownDevices = await failures
    .where('username_key', '=', usernameKey)
    .where((eb) => eb.or([eb('device_id', 'is', null), eb('device_id', 'not in', knownDevices)]))
    .executeTakeFirstOrThrow()
  return Number(unknownDevices.count) >= MAX_FAILURES || Number((await failures.where('ip', '=', ip).executeTakeFirstOrThrow()).count) >= MAX_FAILURES
}
