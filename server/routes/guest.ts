import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { storeGuestQuestion } from '../service/guestQuestions'

export async function guestRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'guestQuestion', async ({ input, request }) => {
    const now = config.now()
    const outcome = await storeGuestQuestion(db, { question: input, ip: request.ip, lang: String(request.headers.lang ?? ''), at: now })
    if ('freedAt' in outcome) throw new ApiError(429, 'too_many_requests', { seconds: Math.ceil((outcome.freedAt - now.getTime()) / 1000) })
    return { id: outcome.id }
  })
}
