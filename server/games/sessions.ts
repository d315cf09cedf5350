import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DemoGame } from '../db/gameSchema'
import type { DB } from '../db/schema'
import type { Config } from '../config'
import { hashToken, useLiveSession } from '../http/auth'

// A game session is what a launch issues: its token travels to the game's page (in the URL's
// fragment, which is never sent to a server or written in a log) and authenticates that page's
// rounds. It is not the member's token and opens nothing else. It belongs to the member session
// that launched it and lives no longer than that session: a logout, a password change, signing out
// other devices, a time-out or exclusion, or the session's expiry ends its game sessions too.

const GAME_SESSION_HOURS = 4

export interface NewGameSession {
  memberId: number
  /** The member session launching the game. */
  memberTokenId: number
  gameId: number
  platform: string
  accountId: number
  game: DemoGame
  lang: string
  at: Date
}

export async function startGameSession(db: Kysely<DB>, session: NewGameSession): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: session.memberId,
      member_token_id: session.memberTokenId,
      game_id: session.gameId,
      platform: session.platform,
      account_id: session.accountId,
      demo_game: session.game,
      lang: session.lang,
      created_at: session.at,
      expires_at: new Date(session.at.getTime() + GAME_SESSION_HOURS * 3_600_000),
    })
    .execute()
  return token
}

/**
 * The live session of this token, with its game's names; undefined when unknown, expired, or when
 * the member session that launched it has ended. A round played counts as that session's use.
 */
export async function findGameSession(db: Kysely<DB>, config: Config, token: string) {
  const found = await db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.id', 'game_sessions.game_id')
    .innerJoin('members', 'members.id', 'game_sessions.member_id')
    .select([
      'game_sessions.id',
      'game_sessions.member_id',
      'game_sessions.game_id',
      'game_sessions.platform',
      'game_sessions.account_id',
      'game_sessions.demo_game',
      'game_sessions.lang',
      'games.name as gameName',
      'members.currency',
      'game_sessions.member_token_id',
    ])
    .where('game_sessions.token_hash', '=', hashToken(token))
    .where('game_sessions.expires_at', '>', config.now())
    .executeTakeFirst()
  if (!found?.member_token_id || !(await useLiveSession(db, config, found.member_token_id))) return undefined
  return found
}
export type GameSession = NonNullable<Awaited<ReturnType<typeof findGameSession>>>
