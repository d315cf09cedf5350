import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { categoryList, featuredGameList, gameList } from '../content/gameLists'
import { requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'

export async function contentGameRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context

  defineRoute(app, context, 'getCategoryList', async ({ request }) => categoryList(db, requestLanguage(request.headers)))

  defineRoute(app, context, 'getGameList', async ({ input, request }) => {
    const games = await gameList(db, input, requestLanguage(request.headers))
    if (!games) throw new ApiError(404, 'not_found', { path: input.category })
    return games
  })

  defineRoute(app, context, 'getFeaturedGameList', async ({ request }) => featuredGameList(db, requestLanguage(request.headers)))
}
