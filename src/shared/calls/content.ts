// Public content: announcements, promotions, Q&A and legal pages. Texts arrive in the language of
// the Lang header, English when a text has no translation; HTML fields come from the operator and
// are shown only through the site's sanitizer.
import { z } from 'zod'
import { call } from './define'
import { get, isoDate, mediaPath, slugPathRule } from './rules'

const announcement = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(['text', 'image']),
  title: z.string(),
  html: z.string(),
  image: mediaPath.nullable(),
  publishedAt: isoDate,
})
export type Announcement = z.infer<typeof announcement>

export const promotionCategories = ['welcome', 'reload', 'rebate', 'event'] as const
const promotionSummary = z.strictObject({
  slug: z.string(),
  category: z.enum(promotionCategories),
  title: z.string(),
  summary: z.string(),
  banner: mediaPath,
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  /** What the call to action asks of the visitor: join, deposit, or claim the reward. */
  action: z.enum(['register', 'deposit', 'claim']),
  featured: z.boolean(),
})
export type PromotionSummary = z.infer<typeof promotionSummary>
const promotionDetail = z.strictObject({ ...promotionSummary.shape, termsHtml: z.string() })

const qaTopic = z.strictObject({
  slug: z.string(),
  name: z.string(),
  items: z.array(z.strictObject({ id: z.int().positive(), question: z.string(), answer: z.string() })),
})

export const legalPages = ['privacy', 'terms', 'responsible'] as const
export type LegalPageName = (typeof legalPages)[number]
const legalPage = z.strictObject({ page: z.enum(legalPages), intro: z.string(), html: z.string(), updatedAt: isoDate })

export const contentCalls = {
  getAnnouncementList: get({
    path: '/Announcement/getAnnouncementList', access: 'public',
    response: z.strictObject({ announcements: z.array(announcement) }),
  }),
  getPromotionList: get({
    path: '/Promotion/getPromotionList', access: 'public',
    response: z.strictObject({ promotions: z.array(promotionSummary) }),
  }),
  getPromotionDetail: call({
    method: 'POST', path: '/Promotion/getPromotionDetail', access: 'public', idempotent: false,
    request: z.strictObject({ slug: slugPathRule }), response: promotionDetail,
  }),
  getQaList: get({ path: '/Qa/getQaList', access: 'public', response: z.strictObject({ topics: z.array(qaTopic) }) }),
  getLegalPage: call({
    method: 'POST', path: '/Content/getLegalPage', access: 'public', idempotent: false,
    request: z.strictObject({ page: z.enum(legalPages) }), response: legalPage,
  }),
}
