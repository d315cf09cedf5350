import { sql, type Kysely } from 'kysely'
import { gamesQuery } from '../content/gameLists'
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

/** One game as the lobby lists it, its provider being its platform, with its top-level category. */
export function findGame(db: Kysely<DB>, gameId: number) {
  return gamesQuery(db)
    .select(sql<string>`split_part(game_categories.path, '/', 1)`.as('category'))
    .where('games.id', '=', gameId)
    .executeTakeFirst()
}
