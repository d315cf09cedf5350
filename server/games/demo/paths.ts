import type { DemoGame } from '../../db/gameSchema'

/** Where this server serves its demo games: their pages, their assets and their round API. */
export const DEMO_GAMES_PATH = '/api/demo-games'

export function demoGamePage(game: DemoGame): string {
  return `${DEMO_GAMES_PATH}/${game}`
}
