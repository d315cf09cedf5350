import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export const LOGIN_WINDOW_MINUTES = 15
const MAX_FAILURES = 10

/**
 * Failures live in the database, not in memory, so the limit holds across every instance serving
 * the same database. Both an account under attack and an address spraying many accounts are limited.
 */
export async function loginBlocked(db: Kysely<DB>, now: Date, usernameKey: string, ip: string): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000)
  const counts = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('username_key', '=', usernameKey).as('byAccount'),
      eb.fn.countAll<number>().filterWhere('ip', '=', ip).as('byAddress'),
    ])
    .where('at', '>', since)
    .where((eb) => eb.or([eb('username_key', '=', usernameKey), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()
  return counts.byAccount >= MAX_FAILURES || counts.byAddress >= MAX_FAILURES
}

export async function recordLoginFailure(db: Kysely<DB>, now: Date, usernameKey: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ username_key: usernameKey, ip, at: now }).execute()
}
