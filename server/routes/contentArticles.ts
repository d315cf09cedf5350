import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { PromotionSummary } from '../../src/shared/calls/content'
import type { AppContext } from '../appContext'
import { pick, requestLanguage } from '../content/translated'
import type { ContentLanguage, PromotionsTable } from '../db/contentSchema'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'

function promotionSummary(row: Selectable<PromotionsTable>, lang: ContentLanguage): PromotionSummary {
  return {
    slug: row.slug,
    category: row.category,
    title: pick(row.title, lang),
    summary: pick(row.summary, lang),
    banner: row.banner,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    action: row.action,
    featured: row.featured,
  }
}

/** Announcements, promotions, Q&A and legal pages, in the language of the Lang header. */
export async function contentArticleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  // Only what is published now: scheduled announcements and promotions stay hidden until their time.
  const livePromotions = () => {
    const now = config.now()
    return db
      .selectFrom('promotions')
      .selectAll()
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
  }

  defineRoute(app, context, 'getAnnouncementList', async ({ request }) => {
    const lang = requestLanguage(request.headers)
    const rows = await db
      .selectFrom('announcements')
      .selectAll()
      .where('published_at', '<=', config.now())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return {
      announcements: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: pick(row.title, lang),
        html: pick(row.html, lang),
        image: row.image,
        publishedAt: row.published_at.toISOString(),
      })),
    }
  })

  defineRoute(app, context, 'getPromotionList', async ({ request }) => {
    const lang = requestLanguage(request.headers)
    const rows = await livePromotions().orderBy('position').execute()
    return { promotions: rows.map((row) => promotionSummary(row, lang)) }
  })

  defineRoute(app, context, 'getPromotionDetail', async ({ input, request }) => {
    const lang = requestLanguage(request.headers)
    const row = await livePromotions().where('slug', '=', input.slug).executeTakeFirst()
    if (!row) throw new ApiError(404, 'not_found', { path: input.slug })
    return { ...promotionSummary(row, lang), termsHtml: pick(row.terms_html, lang) }
  })

  defineRoute(app, context, 'getQaList', async ({ request }) => {
    const lang = requestLanguage(request.headers)
    const topics = await db.selectFrom('qa_topics').selectAll().orderBy('position').execute()
    const items = await db.selectFrom('qa_items').selectAll().orderBy('topic_id').orderBy('position').execute()
    return {
      topics: topics.map((topic) => ({
        slug: topic.slug,
        name: pick(topic.name, lang),
        items: items
          .filter((item) => item.topic_id === topic.id)
          .map((item) => ({ id: item.id, question: pick(item.question, lang), answer: pick(item.answer, lang) })),
      })),
    }
  })

  defineRoute(app, context, 'getLegalPage', async ({ input, request }) => {
    const lang = requestLanguage(request.headers)
    const row = await db.selectFrom('legal_pages').selectAll().where('page', '=', input.page).executeTakeFirst()
    if (!row) throw new ApiError(404, 'not_found', { path: input.page })
    return { page: row.page, intro: pick(row.intro, lang), html: pick(row.html, lang), updatedAt: row.updated_at.toISOString() }
  })
}
