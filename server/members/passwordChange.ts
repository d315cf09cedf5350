import type { Kysely } from 'kysely'
import type { RequestOf } from '../../src/shared/contract'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { hashPassword, verifyPassword } from './passwords'
import { revokeSessions } from './sessions'

export type PasswordChange = { changed: false } | { changed: true; revokedSessions: number }

/**
 * A signed-in member's new password (editPassword), given the old one. The session that changed it
 * stays; every other one ends, as it may be the attacker's. Not changed when the old password is wrong.
 */
export async function changePassword(
  db: Kysely<DB>,
  session: { memberId: number; tokenId: number },
  { oldPassword, newPassword }: RequestOf<'editPassword'>,
  now: Date,
): Promise<PasswordChange> {
  const member = await db.selectFrom('members').select('password_hash').where('id', '=', session.memberId).executeTakeFirstOrThrow()
  if (!(await verifyPassword(member.password_hash, oldPassword))) return { changed: false }
  if (newPassword === oldPassword) throw new ApiError(400, 'same_password', { field: 'newPassword' })

  const passwordHash = await hashPassword(newPassword)
  const revokedSessions = await db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', session.memberId).execute()
    return revokeSessions(trx, session.memberId, { allBut: session.tokenId }, now)
  })
  return { changed: true, revokedSessions }
}
