import type { FastifyInstance } from 'fastify'
import { POINT_TRANSFER_MINIMUM, POINT_TRANSFER_STEP } from '../../src/shared/calls/amounts'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { memberAccount } from '../ledger/accounts'
import { acceptPointTerms, convertPoints, pointTermsAccepted } from '../wallet/pointConversion'

export async function pointRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getPoint', async ({ session }) => {
    const account = await memberAccount(db, session.memberId, 'point')
    return { point: account.balance }
  })

  defineRoute(app, context, 'getRate', async ({ session }) => ({
    ...config.pointRate,
    minimum: POINT_TRANSFER_MINIMUM,
    step: POINT_TRANSFER_STEP,
    termsAccepted: await pointTermsAccepted(db, session.memberId),
  }))

  defineRoute(app, context, 'acceptPointTerms', async ({ session }) => {
    const acceptedAt = await acceptPointTerms(db, session.memberId, config.now())
    return { acceptedAt: acceptedAt.toISOString() }
  })

  defineRoute(app, context, 'pointTransfer', async ({ input, session, trx, request }) => {
    const at = config.now()
    const converted = await convertPoints(trx, session.memberId, input.point, config.pointRate, at)
    request.log.info({ event: 'points.transfer', memberId: session.memberId, point: converted.point, amount: converted.amount }, 'points converted')
    return { ...converted, at: at.toISOString() }
  })
}
