import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { memberAccount } from '../ledger/accounts'

export async function pointRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  defineRoute(app, context, 'getPoint', async ({ session }) => {
    const account = await memberAccount(context.db, session.memberId, 'point')
    return { point: account.balance }
  })

  defineRoute(app, context, 'getRate', async () => context.config.pointRate)
}
