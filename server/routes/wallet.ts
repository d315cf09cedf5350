import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { mainBalance } from '../wallet/mainBalance'

export async function walletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  defineRoute(
    app,
    context,
    'getBalance',
    async ({ readWithSession: balance }) => {
      if (balance === null) throw new Error('the member has no main account')
      return { balance }
    },
    { readWithSession: mainBalance },
  )
}
