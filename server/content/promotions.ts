// The demo promotions (promotions.json). Slugs are paths (a promotion may sit several levels deep);
// one promotion's terms carry hostile markup that the site's sanitizer must strip.
import { z } from 'zod'
import seeds from './promotions.json' with { type: 'json' }
import { HOSTILE_MARKUP } from './announcements'
import { textsSchema, type Texts } from './translated'

const promotionSeed = z.object({
  slug: z.string(),
  category: z.enum(['welcome', 'reload', 'rebate', 'event']),
  action: z.enum(['register', 'deposit', 'claim']),
  featured: z.boolean(),
  bannerFigure: z.string(),
  /** Days from the seed time; a negative start began in the past, a null end never ends. */
  startsInDays: z.int(),
  endsInDays: z.int().nullable(),
  title: textsSchema,
  summary: textsSchema,
  /** The terms' points in each language, shown as one list. */
  terms: z.tuple([z.array(z.string()), z.array(z.string()), z.array(z.string()), z.array(z.string())]),
  hostileMarkup: z.boolean().optional(),
})

function list(items: readonly string[], hostileMarkup = false): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>${hostileMarkup ? HOSTILE_MARKUP : ''}`
}

function termsHtml([en, kr, tw, vn]: z.infer<typeof promotionSeed>['terms'], hostileMarkup?: boolean): Texts {
  return [list(en, hostileMarkup), list(kr, hostileMarkup), list(tw, hostileMarkup), list(vn, hostileMarkup)]
}

export const promotionSeeds = z
  .array(promotionSeed)
  .parse(seeds)
  .map(({ terms, hostileMarkup, ...seed }) => ({ ...seed, termsHtml: termsHtml(terms, hostileMarkup) }))
