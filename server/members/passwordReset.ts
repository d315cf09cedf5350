import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { findMemberByUsername } from './lookup'
import { hashPassword } from './passwords'
import { revokeSessions } from './sessions'

export const RESET_CODE_TTL_SECONDS = 900
const MAX_CODES_PER_WINDOW = 3
const MAX_WRONG_ATTEMPTS = 5

// Bound to the member so equal codes of two members do not share a digest.
function hashCode(memberId: number, code: string): string {
  return createHash('sha256').update(`${memberId}:${code}`).digest('hex')
}

/** One member's code requests and confirmations take turns, on every instance sharing the database. */
async function lockResets(trx: Transaction<DB>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`reset:${memberId}`}))`.execute(trx)
}

/**
 * Sends a code when the member exists and has asked fewer than three times in the code lifetime.
 * The caller answers the same either way, so the call reveals neither whether the username exists
 * nor whether the limit was hit (a 429 only for real members would be an enumeration oracle).
 */
export async function sendResetCode({ db, config, notify }: AppContext, username: string): Promise<void> {
  const member = await findMemberByUsername(db, username)
  if (!member) return
  const now = config.now()
  const code = String(randomInt(1_000_000)).padStart(6, '0')
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000)
  const sent = await db.transaction().execute(async (trx) => {
    // Locked, so a burst of requests cannot issue more codes (more guesses) than the limit.
    await lockResets(trx, member.id)
    const recent = await trx
      .selectFrom('password_reset_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', member.id)
      .where('created_at', '>', new Date(now.getTime() - RESET_CODE_TTL_SECONDS * 1000))
      .executeTakeFirstOrThrow()
    if (recent.count >= MAX_CODES_PER_WINDOW) return false
    await trx
      .insertInto('password_reset_codes')
      .values({ member_id: member.id, code_hash: hashCode(member.id, code), created_at: now, expires_at: expiresAt, used_at: null })
      .execute()
    return true
  })
  if (!sent) return
  notify({ username: member.username, code, expiresAt })
}

/**
 * Checks the member's newest live code and, when it matches, sets the password, spends the code
 * and ends every session. Returns false for any unusable or wrong code; a wrong guess is counted,
 * and a code guessed wrong MAX_WRONG_ATTEMPTS times is never compared again.
 */
export async function resetPassword(
  { db, config }: AppContext,
  input: { username: string; code: string; newPassword: string },
): Promise<boolean> {
  // Hashed before the lookup so an unknown username takes as long as a known one.
  const passwordHash = await hashPassword(input.newPassword)
  const member = await findMemberByUsername(db, input.username)
  if (!member) return false
  const now = config.now()
  return db.transaction().execute(async (trx) => {
    // Locked, so counting a wrong guess and deciding on the next are one step: however many arrive
    // at once, no more than the limit are compared with the code.
    await lockResets(trx, member.id)
    const live = await trx
      .selectFrom('password_reset_codes')
      .select(['id', 'code_hash', 'attempts'])
      .where('member_id', '=', member.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (!live || live.attempts >= MAX_WRONG_ATTEMPTS) return false

    const expected = Buffer.from(live.code_hash, 'hex')
    const given = Buffer.from(hashCode(member.id, input.code), 'hex')
    if (!timingSafeEqual(expected, given)) {
      await trx.updateTable('password_reset_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', live.id).execute()
      return false
    }

    await trx.updateTable('password_reset_codes').set({ used_at: now }).where('id', '=', live.id).execute()
    await trx.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', member.id).execute()
    await revokeSessions(trx, member.id, 'all', now)
    return true
  })
}
