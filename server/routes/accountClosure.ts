import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { closeAccount } from '../members/accountClosure'
import { recheckPassword } from '../members/passwordRecheck'

export async function accountClosureRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'closeAccount', async ({ input, session, request }) => {
    await recheckPassword(context, { memberId: session.memberId, password: input.password, ip: request.ip, event: 'account.close', log: request.log })
    const closedAt = await db.transaction().execute((trx) => closeAccount(trx, session.memberId, config.now()))
    request.log.info({ event: 'account.close', memberId: session.memberId }, 'account closed')
    return { closedAt: closedAt.toISOString() }
  })
}
