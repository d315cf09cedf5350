// The member's live sessions as the security page lists them, and "sign out other devices".
import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { idleCutoff, type Session } from '../http/auth'
import { revokeSessions } from '../members/sessions'
import { parseUserAgent } from './userAgent'

/** Live as the token check counts it: not revoked, not expired, used within the idle limit. Newest use first. */
export async function liveSessions(db: Kysely<DB>, config: Config, session: Session) {
  const now = config.now()
  const rows = await db
    .selectFrom('member_tokens')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('member_id', '=', session.memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>=', idleCutoff(config, now.getTime()))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    ...parseUserAgent(row.user_agent),
    ip: row.ip ?? '',
    startedAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === session.tokenId,
  }))
}

/** Ends every session of the member but this one; their game sessions end with them (games/sessions). */
export function signOutOthers(db: Kysely<DB>, session: Session, now: Date): Promise<number> {
  return db.transaction().execute((trx) => revokeSessions(trx, session.memberId, { allBut: session.tokenId }, now))
}
