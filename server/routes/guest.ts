import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { lockAddress } from '../members/addressLimits'

const WINDOW_MS = 10 * 60_000
const MAX_PER_WINDOW = 3
const LANGUAGES = new Set(['kr', 'tw', 'en', 'vn'])

export async function guestRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'guestQuestion', async ({ input, request }) => {
    const now = config.now()
    const lang = String(request.headers.lang ?? '')
    // A burst from one address stores no more than the limit.
    const outcome = await db.transaction().execute(async (trx) => {
      await lockAddress(trx, 'guest_question', request.ip)
      const recent = await trx
        .selectFrom('guest_questions')
        .select('created_at')
        .where('ip', '=', request.ip)
        .where('created_at', '>', new Date(now.getTime() - WINDOW_MS))
        .orderBy('created_at')
        .execute()
      const oldest = recent[0]
      if (recent.length >= MAX_PER_WINDOW && oldest) return { freedAt: oldest.created_at.getTime() + WINDOW_MS }
      const { id } = await trx
        .insertInto('guest_questions')
        .values({ ...input, ip: request.ip, lang: LANGUAGES.has(lang) ? lang : null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id }
    })
    if (outcome.freedAt !== undefined) throw new ApiError(429, 'too_many_requests', { seconds: Math.ceil((outcome.freedAt - now.getTime()) / 1000) })
    return { id: outcome.id }
  })
}
