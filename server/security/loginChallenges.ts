// The step between a right password and the code of a member with two-factor login: the password
// step answers with a challenge (a random token, only its digest stored) that the code step presents
// instead of the password, so the password is not sent twice nor kept by the site meanwhile.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { hashToken } from '../http/auth'

const CHALLENGE_MINUTES = 5

export async function openChallenge(db: Kysely<DB>, memberId: number, deviceId: string | undefined, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('login_challenges')
    .values({ token_hash: hashToken(token), member_id: memberId, device_id: deviceId ?? null, expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000), used_at: null })
    .execute()
  return token
}

/** The open challenge of this token: not used, not expired. */
export function findChallenge(db: Kysely<DB>, token: string, now: Date) {
  return db
    .selectFrom('login_challenges')
    .select(['id', 'member_id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/** Spends the challenge; false when another request already did (one challenge, one session). */
export async function closeChallenge(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const closed = await db.updateTable('login_challenges').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst()
  return closed !== undefined
}
