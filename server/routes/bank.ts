import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { bindCard, listCards } from '../banking/cards'
import { defineRoute } from '../http/defineRoute'

export async function bankRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getBankList', async () => {
    const banks = await db.selectFrom('banks').select(['code', 'name', 'country']).orderBy('sort').execute()
    return { banks }
  })

  defineRoute(app, context, 'getMemberBankInfoList', async ({ session }) => ({
    cards: await listCards(db, session.memberId, config.now()),
    maxCards: config.maxBankCards,
  }))

  defineRoute(app, context, 'bindBank', async ({ input, session, db: trx, request }) => {
    const card = await bindCard(trx, session.memberId, input, {
      maxCards: config.maxBankCards,
      verifyDelaySeconds: config.bankVerifyDelaySeconds,
      now: config.now(),
    })
    request.log.info({ event: 'bank.bind', memberId: session.memberId, cardId: card.id, bank: card.bankCode }, 'bank card bound')
    return card
  })
}
