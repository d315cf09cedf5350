import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { listBanks } from '../banking/banks'
import { bindCard, listCards } from '../banking/cards'
import { requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { scheduleDecision } from '../operator/scheduleDecision'

export async function bankRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getBankList', async ({ request }) => ({ banks: await listBanks(db, requestLanguage(request.headers)) }))

  defineRoute(app, context, 'getMemberBankInfoList', async ({ session, request }) => ({
    cards: await listCards(db, session.memberId, requestLanguage(request.headers)),
    maxCards: config.maxBankCards,
  }))

  defineRoute(app, context, 'bindBank', async ({ input, session, trx, request }) => {
    const now = config.now()
    const card = await bindCard(trx, session.memberId, input, { maxCards: config.maxBankCards, now, lang: requestLanguage(request.headers) })
    if (config.bankVerifyDelaySeconds > 0) {
      await scheduleDecision(trx, {
        subject: 'bank_card',
        subjectId: card.id,
        decision: 'verify',
        dueAt: new Date(now.getTime() + config.bankVerifyDelaySeconds * 1000),
        at: now,
      })
    }
    request.log.info({ event: 'bank.bind', memberId: session.memberId, cardId: card.id, bank: card.bankCode }, 'bank card bound')
    return card
  })
}
