import type { AppContext } from '../appContext'
import { issueToken, type SessionGrant } from '../http/auth'

/** What login and registration share: a fresh token, the device on record, the login time. */
export async function startSession(
  { db, config }: AppContext,
  memberId: number,
  device: { deviceId: string | undefined; userAgent: string },
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
  return issueToken(db, config, memberId, device.deviceId)
}
