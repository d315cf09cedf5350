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
 * Decides one password attempt in one step: under a lock on the account, the failures that count
 * against it are counted, the password is checked only when they allow, and a failure is recorded
 * before the lock is let go. Concurrent guesses take turns, and none is checked past the limit.
 * A device that has signed in to the account before has a budget of its own (its own failures);
 * every other attempt shares the account's budget for unknown devices and its address's budget, so
 * failures from anywhere else never lock the owner's device out. `check` answers null for a wrong
 * password and must use the transaction it is given.
 */
export async function attemptPassword<T>(db: Kysely<DB>, attempt: LoginAttempt, check: (trx: Transaction<DB>) => Promise<T | null>): Promise<AttemptOutcome<T>> {
  const { now, usernameKey, ip } = attempt
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${usernameKey}`}))`.execute(trx)
    const knownDevices = trx
      .selectFrom('member_devices')
      .innerJoin('members', 'members.id', 'member_devices.member_id')
      .select('member_devices.device_id')
      .where(sql<string>`lower(members.username)`, '=', usernameKey)
    const deviceId = attempt.deviceId ?? null
    const known = deviceId !== null && (await knownDevices.where('member_devices.device_id', '=', deviceId).executeTakeFirst()) !== undefined
    const failures = trx.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('count')).where('at', '>', since)
    const blocked = known
      ? Number((await failures.where('username_key', '=', usernameKey).where('device_id', '=', deviceId).executeTakeFirstOrThrow()).count) >= MAX_FAILURES
      : Number(
          (
            await failures
              .where('username_key', '=', usernameKey)
              .where((eb) => eb.or([eb('device_id', 'is', null), eb('device_id', 'not in', knownDevices)]))
              .executeTakeFirstOrThrow()
          ).count,
        ) >= MAX_FAILURES || Number((await failures.where('ip', '=', ip).executeTakeFirstOrThrow()).count) >= MAX_FAILURES
    if (blocked) return { outcome: 'blocked' }
    const value = await check(trx)
    if (value === null) {
      await recordLoginFailure(trx, now, usernameKey, ip, deviceId)
      return { outcome: 'failed' }
    }
    return { outcome: 'passed', value }
  })
}
