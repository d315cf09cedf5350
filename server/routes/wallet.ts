import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { memberAccount } from '../ledger/accounts'

export async function walletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  defineRoute(app, context, 'getBalance', async ({ session }) => {
    const account = await memberAccount(context.db, session.memberId, 'main')
    return { balance: account.balance }
  })
}
