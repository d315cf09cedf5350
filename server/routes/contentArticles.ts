import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { announcementList, legalPage, promotionDetail, promotionList, qaList } from '../content/articles'
import { requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'

/** Announcements, promotions, Q&A and legal pages, in the language of the Lang header. */
export async function contentArticleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getAnnouncementList', async ({ request }) => announcementList(db, config.now(), requestLanguage(request.headers)))

  defineRoute(app, context, 'getPromotionList', async ({ request }) => promotionList(db, config.now(), requestLanguage(request.headers)))

  defineRoute(app, context, 'getPromotionDetail', async ({ input, request }) => {
    const promotion = await promotionDetail(db, config.now(), input.slug, requestLanguage(request.headers))
    if (!promotion) throw new ApiError(404, 'not_found', { path: input.slug })
    return promotion
  })

  defineRoute(app, context, 'getQaList', async ({ request }) => qaList(db, requestLanguage(request.headers)))

  defineRoute(app, context, 'getLegalPage', async ({ input, request }) => {
    const page = await legalPage(db, input.page, requestLanguage(request.headers))
    if (!page) throw new ApiError(404, 'not_found', { path: input.page })
    return page
  })
}
