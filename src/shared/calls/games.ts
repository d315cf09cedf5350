// The game lobby: categories at any depth, games with paging, search and provider filter.
import { z } from 'zod'
import { call } from './define'
import { get, mediaPath, pageRequest, slugPathRule, slugRule } from './rules'

const gameCategory = z.strictObject({
  path: z.string(),
  parent: z.string().nullable(),
  name: z.string(),
  gameCount: z.int().nonnegative(),
})
export type GameCategory = z.infer<typeof gameCategory>

const gameProvider = z.strictObject({ slug: z.string(), name: z.string() })

export const game = z.strictObject({
  id: z.int().positive(),
  slug: z.string(),
  name: z.string(),
  provider: gameProvider,
  category: z.string(),
  image: mediaPath,
  hot: z.boolean(),
  new: z.boolean(),
})
export type Game = z.infer<typeof game>

const GAME_PAGE_SIZE_MAX = 60
const gameListRequest = z.strictObject({
  category: slugPathRule,
  provider: slugRule.optional(),
  search: z.string().trim().max(50).optional(),
  ...pageRequest(GAME_PAGE_SIZE_MAX),
})
export type GameListRequest = z.input<typeof gameListRequest>

export const gameCalls = {
  getCategoryList: get({
    path: '/Game/getCategoryList', access: 'public',
    response: z.strictObject({ categories: z.array(gameCategory) }),
  }),
  getGameList: call({
    method: 'POST', path: '/Game/getGameList', access: 'public', idempotent: false,
    request: gameListRequest,
    response: z.strictObject({
      games: z.array(game),
      total: z.int().nonnegative(),
      page: z.int().positive(),
      pageSize: z.int().positive(),
      /** The providers with games in the category (before the provider filter), for the filter itself. */
      providers: z.array(z.strictObject({ ...gameProvider.shape, gameCount: z.int().nonnegative() })),
    }),
  }),
  getFeaturedGameList: get({
    path: '/Game/getFeaturedGameList', access: 'public',
    response: z.strictObject({ hot: z.array(game), new: z.array(game) }),
  }),
}
