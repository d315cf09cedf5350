import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../appContext'
import { ApiError } from '../http/errors'
import { LOGIN_WINDOW_MINUTES, attemptPassword } from './loginThrottle'
import { verifyPassword } from './passwords'

export interface Recheck {
  memberId: number
  password: string
  ip: string
  /** Names the call in the audit log (e.g. `withdrawal.submit`). */
  event: string
  log: FastifyBaseLogger
}

/**
 * The login password asked again by a signed-in member (before a withdrawal, before a receiving
 * account is shown). It is one attempt against the login limit, decided atomically like a login, so
 * a stolen session cannot guess the password here either: wrong ones count as failed logins from an
 * unknown device, and none is checked past the limit. Throws 429 when blocked, 400 when wrong.
 * It commits on its own: run it outside any transaction the call rolls back on refusal.
 */
export async function recheckPassword({ db, config }: Pick<AppContext, 'db' | 'config'>, recheck: Recheck): Promise<void> {
  const audit = { event: recheck.event, memberId: recheck.memberId, ip: recheck.ip }
  const member = await db.selectFrom('members').select(['username', 'password_hash']).where('id', '=', recheck.memberId).executeTakeFirstOrThrow()
  const attempt = { now: config.now(), usernameKey: member.username.toLowerCase(), ip: recheck.ip, deviceId: undefined }
  const result = await attemptPassword(db, attempt, async () => ((await verifyPassword(member.password_hash, recheck.password)) ? true : null))
  if (result.outcome === 'blocked') {
    recheck.log.warn({ ...audit, outcome: 'throttled' }, 'password re-check')
    throw new ApiError(429, 'too_many_attempts', { minutes: LOGIN_WINDOW_MINUTES })
  }
  if (result.outcome === 'failed') {
    recheck.log.info({ ...audit, outcome: 'wrong_password' }, 'password re-check')
    throw new ApiError(400, 'wrong_password', { field: 'password' })
  }
}
