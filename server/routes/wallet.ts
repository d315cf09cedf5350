import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import type { SessionRead } from '../http/auth'
import { defineRoute } from '../http/defineRoute'

/** The member's main balance, read in the query that finds the session. */
const mainBalance: SessionRead<number | null> = (eb) =>
  eb
    .selectFrom('accounts')
    .select('accounts.balance')
    .whereRef('accounts.member_id', '=', 'member_tokens.member_id')
    .where('accounts.kind', '=', 'main')
    .$asScalar()
    .as('read')

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
