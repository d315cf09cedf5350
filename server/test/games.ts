import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** The first seeded game whose category path starts with `prefix` (`slots/pragmatic`, `sports/`), for tests that play or bet. */
export async function firstGameIn(db: Kysely<DB>, prefix: string): Promise<number> {
  const game = await db
    .selectFrom('games')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select('games.id')
    .where('game_categories.path', 'like', `${prefix}%`)
    .orderBy('games.id')
    .executeTakeFirstOrThrow()
  return game.id
}
