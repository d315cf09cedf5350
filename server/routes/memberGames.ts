import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { favouriteGames, setFavourite } from '../memberGames/favourites'
import { recentGames } from '../memberGames/recentGames'

// The member's favourite and recently played games (the launch records what was opened).
export async function memberGameRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getFavouriteGames', async ({ session, request }) => ({
    games: await favouriteGames(db, session.memberId, requestLanguage(request.headers)),
  }))

  defineRoute(app, context, 'setFavouriteGame', async ({ input, session, request }) => {
    await setFavourite(db, session.memberId, input.gameId, input.favourite, config.now())
    return { games: await favouriteGames(db, session.memberId, requestLanguage(request.headers)) }
  })

  defineRoute(app, context, 'getRecentGames', async ({ session, request }) => ({
    games: await recentGames(db, session.memberId, requestLanguage(request.headers)),
  }))
}
