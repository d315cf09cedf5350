import type { Kysely } from 'kysely'
import { RECENT_GAMES_MAX } from '../../src/shared/calls/memberGames'
import type { Game } from '../../src/shared/calls/games'
import { gamesQuery, toGame } from '../content/gameLists'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'

// The games a member opened last. A launch records its game (whether it plays at once or asks for
// a transfer first: the member opened it) and only the newest RECENT_GAMES_MAX are kept.

export async function recordOpenedGame(db: Kysely<DB>, memberId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId, opened_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ opened_at: at }))
    .execute()
  const kept = db.selectFrom('recent_games').select('game_id').where('member_id', '=', memberId).orderBy('opened_at', 'desc').orderBy('game_id', 'desc').limit(RECENT_GAMES_MAX)
  await db.deleteFrom('recent_games').where('member_id', '=', memberId).where('game_id', 'not in', kept).execute()
}

/** The member's recently played games, the last opened first, named in `lang`. */
export async function recentGames(db: Kysely<DB>, memberId: number, lang: ContentLanguage): Promise<Game[]> {
  const rows = await gamesQuery(db)
    .innerJoin('recent_games', 'recent_games.game_id', 'games.id')
    .where('recent_games.member_id', '=', memberId)
    .orderBy('recent_games.opened_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(RECENT_GAMES_MAX)
    .execute()
  return rows.map((row) => toGame(row, lang))
}
