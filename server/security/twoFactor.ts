// Two-factor login's rules: turning it on (a secret confirmed by a first code), off (after a code),
// and checking a code wherever it is asked (the login's second step, a password change, a
// withdrawal). Every code attempt is one attempt against the login limit, decided atomically like a
// password (members/loginThrottle), so guessing six digits is no easier than guessing the password.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { LOGIN_WINDOW_MINUTES, attemptPassword } from '../members/loginThrottle'
import { recoveryCodeDigest, replaceRecoveryCodes } from './recoveryCodes'
import { newTotpSecret, totpStepOf, totpUri } from './totp'

type CodeOutcome = 'accepted' | 'wrong_code' | 'code_already_used'

/**
 * Spends `code` if it is good: an app code of a time step after the last one accepted, or an unused
 * recovery code. Each is one conditional update, so two requests carrying the same code cannot both
 * pass, whatever instance answers them.
 */
async function spendCode(db: Kysely<DB>, memberId: number, secret: string, code: string, now: Date): Promise<CodeOutcome> {
  if (/^\d{6}$/.test(code)) {
    const step = totpStepOf(secret, code, now)
    if (step === null) return 'wrong_code'
    const spent = await db
      .updateTable('member_two_factor')
      .set({ last_step: step })
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returning('member_id')
      .executeTakeFirst()
    return spent ? 'accepted' : 'code_already_used'
  }
  const digest = recoveryCodeDigest(code)
  const mine = db.updateTable('member_recovery_codes').where('member_id', '=', memberId).where('code_hash', '=', digest)
  if (await mine.set({ used_at: now }).where('used_at', 'is', null).returning('id').executeTakeFirst()) return 'accepted'
  const known = await db.selectFrom('member_recovery_codes').select('id').where('member_id', '=', memberId).where('code_hash', '=', digest).executeTakeFirst()
  return known ? 'code_already_used' : 'wrong_code'
}

export interface CodeCheck {
  memberId: number
  code: string
  ip: string
  /** The device of a login's second step; a code asked inside a session counts as from an unknown device, like a password re-check. */
  deviceId?: string
  /** Names the call in the audit log (e.g. `auth.loginCode`). */
  event: string
  log: FastifyBaseLogger
}

/**
 * Checks and spends a code of the member's (pending or enabled) two-factor secret, as one attempt
 * against the login limit. Throws 429 when blocked, 400 when wrong or already used. Commits on its
 * own: run it outside any transaction the call rolls back on refusal.
 */
export async function checkCode({ db, config }: Pick<AppContext, 'db' | 'config'>, check: CodeCheck): Promise<void> {
  const member = await db
    .selectFrom('members')
    .innerJoin('member_two_factor', 'member_two_factor.member_id', 'members.id')
    .select(['members.username', 'member_two_factor.secret'])
    .where('members.id', '=', check.memberId)
    .executeTakeFirst()
  if (!member) throw new ApiError(409, 'two_factor_not_on')
  const now = config.now()
  const attempt = { now, usernameKey: member.username.toLowerCase(), ip: check.ip, deviceId: check.deviceId }
  const spent: { outcome: CodeOutcome } = { outcome: 'wrong_code' }
  const result = await attemptPassword(db, attempt, async () => {
    spent.outcome = await spendCode(db, check.memberId, member.secret, check.code, now)
    return spent.outcome === 'accepted' ? true : null
  })
  const audit = { event: check.event, memberId: check.memberId, ip: check.ip }
  if (result.outcome === 'blocked') {
    check.log.warn({ ...audit, outcome: 'throttled' }, 'two-factor code')
    throw new ApiError(429, 'too_many_attempts', { minutes: LOGIN_WINDOW_MINUTES })
  }
  if (result.outcome === 'failed') {
    check.log.info({ ...audit, outcome: spent.outcome }, 'two-factor code')
    throw new ApiError(400, spent.outcome === 'code_already_used' ? 'code_already_used' : 'wrong_code', { field: 'code' })
  }
}

export async function isTwoFactorOn(db: Kysely<DB>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('member_two_factor').select('enabled_at').where('member_id', '=', memberId).executeTakeFirst()
  return row?.enabled_at != null
}

/** What a call that moves money or changes the password asks of a member with two-factor login on: a code, checked and spent. */
export async function requireCodeIfOn(context: Pick<AppContext, 'db' | 'config'>, check: Omit<CodeCheck, 'code'> & { code: string | undefined }): Promise<void> {
  if (!(await isTwoFactorOn(context.db, check.memberId))) return
  if (check.code === undefined) throw new ApiError(400, 'field_required', { field: 'code' })
  await checkCode(context, { ...check, code: check.code })
}

export async function twoFactorStatus(db: Kysely<DB>, memberId: number) {
  const left = await db
    .selectFrom('member_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return { enabled: await isTwoFactorOn(db, memberId), recoveryCodesLeft: Number(left.count) }
}

/** A new secret waiting for its first code; an earlier unconfirmed one is replaced. Refused when already on. */
export async function startTwoFactor(db: Kysely<DB>, memberId: number, now: Date): Promise<{ secret: string; uri: string }> {
  if (await isTwoFactorOn(db, memberId)) throw new ApiError(409, 'two_factor_already_on')
  const { username } = await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow()
  const secret = newTotpSecret()
  await db
    .insertInto('member_two_factor')
    .values({ member_id: memberId, secret, created_at: now, enabled_at: null, last_step: null })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret, created_at: now, enabled_at: null, last_step: null }).where('member_two_factor.enabled_at', 'is', null))
    .execute()
  return { secret, uri: totpUri(secret, username) }
}

/** Turns two-factor login on once a code of the pending secret was accepted; returns the recovery codes, shown this once. */
export async function confirmTwoFactor(context: Pick<AppContext, 'db' | 'config'>, check: CodeCheck): Promise<string[]> {
  const { db, config } = context
  const row = await db.selectFrom('member_two_factor').select('enabled_at').where('member_id', '=', check.memberId).executeTakeFirst()
  if (!row) throw new ApiError(409, 'two_factor_not_on')
  if (row.enabled_at) throw new ApiError(409, 'two_factor_already_on')
  // Only an app code confirms that the app holds the secret; there are no recovery codes yet.
  await checkCode(context, check)
  return db.transaction().execute(async (trx) => {
    const enabled = await trx
      .updateTable('member_two_factor')
      .set({ enabled_at: config.now() })
      .where('member_id', '=', check.memberId)
      .where('enabled_at', 'is', null)
      .returning('member_id')
      .executeTakeFirst()
    if (!enabled) throw new ApiError(409, 'two_factor_already_on')
    return replaceRecoveryCodes(trx, check.memberId)
  })
}

/** Turns two-factor login off after a current code (or a recovery code); the secret and recovery codes are forgotten. */
export async function disableTwoFactor(context: Pick<AppContext, 'db' | 'config'>, check: CodeCheck): Promise<void> {
  if (!(await isTwoFactorOn(context.db, check.memberId))) throw new ApiError(409, 'two_factor_not_on')
  await checkCode(context, check)
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_recovery_codes').where('member_id', '=', check.memberId).execute()
    await trx.deleteFrom('member_two_factor').where('member_id', '=', check.memberId).execute()
  })
}
