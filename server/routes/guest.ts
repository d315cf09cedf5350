import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'

const WINDOW_MS = 10 * 60_000
const MAX_PER_WINDOW = 3
const LANGUAGES = new Set(['kr', 'tw', 'en', 'vn'])

export async function guestRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'guestQuestion', async ({ input, request }) => {
    const now = config.now()
    const recent = await db
      .selectFrom('guest_questions')
      .select('created_at')
      .where('ip', '=', request.ip)
      .where('created_at', '>', new Date(now.getTime() - WINDOW_MS))
      .orderBy('created_at')
      .execute()
    const oldest = recent[0]
    if (recent.length >= MAX_PER_WINDOW && oldest) {
      const seconds = Math.ceil((oldest.created_at.getTime() + WINDOW_MS - now.getTime()) / 1000)
      throw new ApiError(429, 'too_many_requests', { seconds })
    }
    const lang = String(request.headers.lang ?? '')
    const { id } = await db
      .insertInto('guest_questions')
      .values({ ...input, ip: request.ip, lang: LANGUAGES.has(lang) ? lang : null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id }
  })
}
