import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { DemoGame } from '../db/gameSchema'
import type { DB } from '../db/schema'

// Which demo game a catalogue game runs on: every game launches into the slot or the baccarat
// table by its top-level category, under its own name.
const demoGameOfCategory: Record<string, DemoGame> = {
  slots: 'slot',
  fishing: 'slot',
  lottery: 'slot',
  'live-casino': 'baccarat',
  cards: 'baccarat',
  sports: 'baccarat',
}

export function demoGameFor(category: string): DemoGame {
  return demoGameOfCategory[category] ?? 'slot'
}

/** One game with what play needs of it: names, its platform and its top-level category. */
export function findGame(db: Kysely<DB> | Transaction<DB>, gameId: number) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select([
      'games.id',
      'games.name',
      'game_providers.slug as platform',
      'game_providers.name as platformName',
      sql<string>`split_part(game_categories.path, '/', 1)`.as('category'),
    ])
    .where('games.id', '=', gameId)
    .executeTakeFirst()
}
