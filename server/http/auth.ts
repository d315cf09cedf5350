import { createHash, randomBytes } from 'node:crypto'
import { sql, type AliasedExpression, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Config } from '../config'
import type { DB } from '../db/schema'

export interface Session {
  memberId: number
  tokenId: number
  expiresAt: Date
}

/**
 * What a member call reads in the same query that finds its session (one round trip instead of
 * two): an expression over the token's row, such as a subquery on `member_tokens.member_id`.
 */
export type SessionRead<R> = (eb: ExpressionBuilder<DB, 'member_tokens'>) => AliasedExpression<R, 'read'>

export const readNothing: SessionRead<null> = () => sql<null>`null`.as('read')

export interface SessionGrant {
  token: string
  expiresAt: string
}

/** The last-seen time is refreshed at most this often, so a busy session is not a write per call. */
const LAST_SEEN_RESOLUTION_MS = 60_000

/** Only this digest is stored, so a leaked table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issueToken(
  db: Kysely<DB>,
  config: Config,
  memberId: number,
  deviceId: string | undefined,
  origin: { ip: string; userAgent: string } | null = null,
): Promise<SessionGrant> {
  const token = randomBytes(32).toString('base64url')
  const now = config.now()
  const expiresAt = new Date(now.getTime() + config.tokenTtlHours * 3_600_000)
  await db
    .insertInto('member_tokens')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      device_id: deviceId || null,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      ip: origin?.ip ?? null,
      user_agent: origin?.userAgent ?? null,
    })
    .execute()
  return { token, expiresAt: expiresAt.toISOString() }
}

/** The client sends the bare token; `Bearer <token>` is accepted too for other API consumers. */
function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim()
  if (!value) return undefined
  const bearer = /^Bearer\s+(\S+)$/i.exec(value)
  return bearer ? bearer[1] : value
}

interface TokenTimes {
  last_seen_at: Date
  expires_at: Date
  revoked_at: Date | null
}

/** The earliest last use a live session can have at `now`: older ones are past the idle limit. */
export function idleCutoff(config: Config, now: number): Date {
  return new Date(now - config.tokenIdleMinutes * 60_000)
}

/** Not revoked, not past its lifetime, and used within the idle limit. */
function isLive(row: TokenTimes, config: Config, now: number): boolean {
  return !row.revoked_at && row.expires_at.getTime() > now && row.last_seen_at >= idleCutoff(config, now)
}

export function resolveSession(db: Kysely<DB>, config: Config, header: string | undefined): Promise<Session | null> {
  return resolveSessionWith(db, config, header, readNothing).then((found) => found?.session ?? null)
}

/** resolveSession, and what `read` reads for a live session; nothing read is returned for any other. */
export async function resolveSessionWith<R>(db: Kysely<DB>, config: Config, header: string | undefined, read: SessionRead<R>): Promise<{ session: Session; read: R } | null> {
  const token = tokenFromHeader(header)
  if (!token) return null
  const row = await db
    .selectFrom('member_tokens')
    .select(['id', 'member_id', 'last_seen_at', 'expires_at', 'revoked_at'])
    .select(read)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  const now = config.now().getTime()
  if (!row || !isLive(row, config, now)) return null
  if (now - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('member_tokens').set({ last_seen_at: new Date(now) }).where('id', '=', row.id).execute()
  }
  return { session: { memberId: row.member_id, tokenId: row.id, expiresAt: row.expires_at }, read: row.read as R }
}

/**
 * Whether the session `tokenId` is live, counting this as its use, like a call with its token: for
 * what another credential acts for (a game session's round, played under the session that launched it).
 */
export async function useLiveSession(db: Kysely<DB>, config: Config, tokenId: number): Promise<boolean> {
  const row = await db.selectFrom('member_tokens').select(['last_seen_at', 'expires_at', 'revoked_at']).where('id', '=', tokenId).executeTakeFirst()
  const now = config.now().getTime()
  if (!row || !isLive(row, config, now)) return false
  if (now - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('member_tokens').set({ last_seen_at: new Date(now) }).where('id', '=', tokenId).execute()
  }
  return true
}

/**
 * Whether a session resolved earlier is still live, without counting this as use: a tab left open
 * (its event stream) must not keep an idle session alive.
 */
export async function isSessionLive(db: Kysely<DB>, config: Config, tokenId: number): Promise<boolean> {
  const row = await db.selectFrom('member_tokens').select(['last_seen_at', 'expires_at', 'revoked_at']).where('id', '=', tokenId).executeTakeFirst()
  return row !== undefined && isLive(row, config, config.now().getTime())
}
