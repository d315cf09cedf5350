import type { FastifyInstance } from 'fastify'
import { dateRangeError } from '../../src/shared/calls/dateRange'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { betRecords } from '../games/betRecords'
import { listBetUploadOffers, submitBetUpload } from '../games/betUploads'
import { cancelSportsBet } from '../games/cancelBet'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { checkImage } from '../members/images'

export async function betRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberBetRecordList_V4', async ({ input, session, request }) => {
    const rangeError = dateRangeError(input.startTime, input.endTime)
    if (rangeError) throw new ApiError(400, rangeError.errorMessage, rangeError.errorValues)
    return betRecords(db, session.memberId, input, requestLanguage(request.headers), config.now())
  })

  defineRoute(app, context, 'cancelMemberBet', async ({ input, session, trx, request }) => {
    const at = config.now()
    const { refunded } = await cancelSportsBet(trx, session.memberId, input.betId, at)
    request.log.info({ event: 'bets.cancel', memberId: session.memberId, betId: input.betId, refunded }, 'bet cancelled')
    return { betId: input.betId, refunded, cancelledAt: at.toISOString() }
  })

  defineRoute(app, context, 'getBetUploadOffers', async ({ request }) => ({
    offers: await listBetUploadOffers(db, requestLanguage(request.headers), config.now()),
  }))

  defineRoute(app, context, 'uploadBetting', async ({ input, session, trx, request }) => {
    const screenshot = checkImage(input.screenshot, 'screenshot')
    const filed = await submitBetUpload(trx, config, { memberId: session.memberId, betId: input.betId, promotion: input.promotion, screenshot, at: config.now() })
    request.log.info({ event: 'bets.upload', memberId: session.memberId, betId: input.betId, reference: filed.reference }, 'bet sent to a promotion')
    return filed
  })
}
