// Announcements, promotions, Q&A and legal pages in one language. Only what is published by `now`:
// scheduled announcements and promotions stay hidden until their time.
import type { Kysely, Selectable } from 'kysely'
import type { PromotionSummary } from '../../src/shared/calls/content'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import type { ContentLanguage, PromotionsTable } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { pick } from './translated'

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

const livePromotions = (db: Kysely<DB>, now: Date) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))

export async function announcementList(db: Kysely<DB>, now: Date, lang: ContentLanguage): Promise<ResponseOf<'getAnnouncementList'>> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('published_at', '<=', now)
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
}

export async function promotionList(db: Kysely<DB>, now: Date, lang: ContentLanguage): Promise<ResponseOf<'getPromotionList'>> {
  const rows = await livePromotions(db, now).orderBy('position').execute()
  return { promotions: rows.map((row) => promotionSummary(row, lang)) }
}

/** The live promotion at `slug`, or null when there is none. */
export async function promotionDetail(db: Kysely<DB>, now: Date, slug: string, lang: ContentLanguage): Promise<ResponseOf<'getPromotionDetail'> | null> {
  const row = await livePromotions(db, now).where('slug', '=', slug).executeTakeFirst()
  return row ? { ...promotionSummary(row, lang), termsHtml: pick(row.terms_html, lang) } : null
}

export async function qaList(db: Kysely<DB>, lang: ContentLanguage): Promise<ResponseOf<'getQaList'>> {
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
}

/** The legal page `page`, or null when there is none. */
export async function legalPage(db: Kysely<DB>, page: RequestOf<'getLegalPage'>['page'], lang: ContentLanguage): Promise<ResponseOf<'getLegalPage'> | null> {
  const row = await db.selectFrom('legal_pages').selectAll().where('page', '=', page).executeTakeFirst()
  return row ? { page: row.page, intro: pick(row.intro, lang), html: pick(row.html, lang), updatedAt: row.updated_at.toISOString() } : null
}
