import type { FastifyInstance } from 'fastify'
import { dateRangeError } from '../../src/shared/calls/dateRange'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { statementPage } from '../wallet/statement'

export async function transactionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getTransactionList', async ({ input, session }) => {
    const rangeError = dateRangeError(input.startTime, input.endTime)
    if (rangeError) throw new ApiError(400, rangeError.errorMessage, rangeError.errorValues)
    return statementPage(db, config, session.memberId, input)
  })
}
