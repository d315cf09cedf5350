import type { Kysely } from 'kysely'
import { FAVOURITES_MAX } from '../../src/shared/calls/memberGames'
import type { Game } from '../../src/shared/calls/games'
import { gamesQuery, toGame } from '../content/gameLists'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// A member's starred games. Every query is bound to the member id of the caller's session, so no
// member reads or changes another's.

/** The member's favourites, newest star first, named in `lang`. */
export async function favouriteGames(db: Kysely<DB>, memberId: number, lang: ContentLanguage): Promise<Game[]> {
  const rows = await gamesQuery(db)
    .innerJoin('favourite_games', 'favourite_games.game_id', 'games.id')
    .where('favourite_games.member_id', '=', memberId)
    .orderBy('favourite_games.created_at', 'desc')
    .orderBy('games.id')
    .execute()
  return rows.map((row) => toGame(row, lang))
}

/**
 * Stars or unstars a game. Starring twice, or unstarring a game that is not starred, changes
 * nothing; an unknown game is 404 and a star beyond FAVOURITES_MAX is 409 favourites_full.
 */
export async function setFavourite(db: Kysely<DB>, memberId: number, gameId: number, favourite: boolean, at: Date): Promise<void> {
  if (!favourite) {
    await db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute()
    return
  }
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst()
    if (!exists) throw new ApiError(404, 'not_found', { gameId })
    // The member's row locks so two stars at once cannot both pass the count.
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute()
    const { count } = await trx.selectFrom('favourite_games').select(trx.fn.countAll<string>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    const starred = await trx.selectFrom('favourite_games').select('game_id').where('member_id', '=', memberId).where('game_id', '=', gameId).executeTakeFirst()
    if (starred) return
    if (Number(count) >= FAVOURITES_MAX) throw new ApiError(409, 'favourites_full', { max: FAVOURITES_MAX })
    await trx.insertInto('favourite_games').values({ member_id: memberId, game_id: gameId, created_at: at }).execute()
  })
}
