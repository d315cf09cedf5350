// The games a member comes back to: favourites (starred from a tile or the launch screen, kept on
// the server so every device sees them) and recently played (the last ten games opened, newest
// first). Each member reads and changes only their own.
import { z } from 'zod'
import { call } from './define'
import { game } from './games'
import { get } from './rules'

export const memberGameErrors = ['favourites_full'] as const

/** How many games one member may star; a starred game beyond it is refused with favourites_full. */
export const FAVOURITES_MAX = 100
/** How many games recently played keeps. */
export const RECENT_GAMES_MAX = 10

const gameRow = z.strictObject({ games: z.array(game) })

export const memberGameCalls = {
  getFavouriteGames: get({ path: '/Game/getFavouriteList', access: 'member', response: gameRow }),
  setFavouriteGame: call({
    method: 'POST', path: '/Game/setFavourite', access: 'member', idempotent: false, changes: ['games'],
    request: z.strictObject({ gameId: z.int().positive(), favourite: z.boolean() }),
    /** The member's favourites after the change, newest first. */
    response: gameRow,
  }),
  getRecentGames: get({ path: '/Game/getRecentList', access: 'member', response: gameRow }),
}
