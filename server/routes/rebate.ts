import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { claimRebate, rebateOverview } from '../games/rebate'
import { defineRoute } from '../http/defineRoute'

export async function rebateRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getRealtimeRebate', async ({ session, request }) => rebateOverview(db, session.memberId, requestLanguage(request.headers)))

  defineRoute(app, context, 'claimRealtimeRebate', async ({ session, trx, request }) => {
    const at = config.now()
    const amount = await claimRebate(trx, session.memberId, at)
    request.log.info({ event: 'rebate.claim', memberId: session.memberId, amount }, 'rebate claimed')
    return { amount, claimedAt: at.toISOString() }
  })
}
