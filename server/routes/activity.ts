import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { luckyDraws } from '../activity/drawCatalogue'
import { recentResults, spin } from '../activity/luckyDraw'
import { signIn, signInMonth } from '../activity/signIn'
import { ticketsHeld } from '../activity/tickets'
import { defineRoute } from '../http/defineRoute'

export async function activityRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'memberSignInList', async ({ session }) =>
    signInMonth(db, session.memberId, config.now(), config.operatorTimeZone),
  )

  defineRoute(app, context, 'memberSignIn', async ({ session, trx, request }) => {
    const outcome = await signIn(trx, session.memberId, config.now(), config.operatorTimeZone)
    request.log.info({ event: 'activity.signIn', memberId: session.memberId, ...outcome }, 'signed in for the day')
    return outcome
  })

  defineRoute(app, context, 'getLuckyDrawList', async ({ session }) => ({
    tickets: await ticketsHeld(db, session.memberId),
    draws: [...luckyDraws],
    results: await recentResults(db, session.memberId),
  }))

  defineRoute(app, context, 'luckyDraw', async ({ input, session, trx, request }) => {
    const result = await spin(trx, session.memberId, input.drawId, config.now())
    request.log.info({ event: 'activity.draw', memberId: session.memberId, drawId: input.drawId, resultId: result.id, prize: result.prize }, 'lucky draw')
    return result
  })
}
