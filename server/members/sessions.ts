import type { Transaction } from 'kysely'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { publishSessionsEnded } from '../events/publish'
import { issueToken, type SessionGrant } from '../http/auth'

/** What login and registration share: a fresh token, the device on record, the login time. */
export async function startSession(
  { db, config }: AppContext,
  memberId: number,
  device: { deviceId: string | undefined; userAgent: string; ip: string },
): Promise<SessionGrant> {
  const now = config.now()
  await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute()
  if (device.deviceId) {
    await db
      .insertInto('member_devices')
      .values({ member_id: memberId, device_id: device.deviceId, user_agent: device.userAgent, first_seen: now, last_seen: now })
      .onConflict((oc) => oc.columns(['member_id', 'device_id']).doUpdateSet({ last_seen: now, user_agent: device.userAgent }))
      .execute()
  }
  return issueToken(db, config, memberId, device.deviceId, { ip: device.ip, userAgent: device.userAgent })
}

/** Which of a member's live sessions to end: one (logout), all but the current one (password change), or all (reset). */
export type Revocation = { only: number } | { allBut: number } | 'all'

/**
 * Ends sessions of the member; their event streams close when `trx` commits, on every instance.
 * Returns how many were live.
 */
export async function revokeSessions(trx: Transaction<DB>, memberId: number, which: Revocation, now: Date): Promise<number> {
  let revoke = trx.updateTable('member_tokens').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null)
  if (which !== 'all') revoke = 'only' in which ? revoke.where('id', '=', which.only) : revoke.where('id', '<>', which.allBut)
  const revoked = await revoke.returning('id').execute()
  await publishSessionsEnded(trx, memberId, revoked.map((row) => row.id))
  return revoked.length
}
