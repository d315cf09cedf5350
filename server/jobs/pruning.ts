import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { ADDRESS_WINDOW_MINUTES } from '../members/addressLimits'
import { LOGIN_WINDOW_MINUTES } from '../members/loginThrottle'

// Rows that only matter for a while. A retry of a money call comes within minutes, not days, so a
// stored answer is kept a week; a login failure or an address's attempt counts only inside its
// limit's window; a reset code is kept a day past its expiry for the audit of a recent reset; a
// login's two-factor challenge is useless once expired (the login history keeps what happened).

export const IDEMPOTENCY_KEY_DAYS = 7
const RESET_CODE_GRACE_DAYS = 1
const DAY_MS = 86_400_000

export interface Pruned {
  idempotencyKeys: number
  loginFailures: number
  addressAttempts: number
  resetCodes: number
  loginChallenges: number
}

export async function pruneStale(db: Kysely<DB>, now: Date): Promise<Pruned> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  const keys = await db.deleteFrom('idempotency_keys').where('created_at', '<', before(IDEMPOTENCY_KEY_DAYS * DAY_MS)).executeTakeFirst()
  const failures = await db.deleteFrom('login_failures').where('at', '<=', before(LOGIN_WINDOW_MINUTES * 60_000)).executeTakeFirst()
  const attempts = await db.deleteFrom('address_attempts').where('at', '<=', before(ADDRESS_WINDOW_MINUTES * 60_000)).executeTakeFirst()
  const codes = await db.deleteFrom('password_reset_codes').where('expires_at', '<', before(RESET_CODE_GRACE_DAYS * DAY_MS)).executeTakeFirst()
  const challenges = await db.deleteFrom('login_challenges').where('expires_at', '<=', now).executeTakeFirst()
  return {
    idempotencyKeys: Number(keys.numDeletedRows),
    loginFailures: Number(failures.numDeletedRows),
    addressAttempts: Number(attempts.numDeletedRows),
    resetCodes: Number(codes.numDeletedRows),
    loginChallenges: Number(challenges.numDeletedRows),
  }
}
