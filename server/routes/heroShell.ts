// The home page's largest paint is the hero's banner, and the site can only draw it once its
// JavaScript has run, rendered and laid out the page: on a phone, a second after the header shell.
// The server already holds the hero's content (the promotions it inlines, the locale file), so the
// page it sends draws the hero's top as plain HTML under the header shell: the same elements and
// classes as HomePage and HeroPromotions, with links that work before the JavaScript does. The app
// replaces it in one commit with its own render (src/main.tsx renders once the route is loaded).
// tests/e2e/public.spec.ts checks both draw the hero in the same place.
import type { PromotionSummary } from '../../src/shared/calls/content'
import type { Language } from '../../src/shared/languages'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../src/shared/promotions/banner'
import { heroPromotions } from '../../src/shared/promotions/heroOrder'
import { escapeHtml } from '../service/plainText'
import { shellText } from './shellMessages'

function heroItem(promotion: PromotionSummary, first: boolean): string {
  const loading = first ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'
  const banner = `<img class="banner" src="${escapeHtml(promotion.banner)}" alt="" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" ${loading} decoding="async">`
  const href = `/promotions/${promotion.slug.split('/').map(encodeURIComponent).join('/')}`
  return `<li><a class="hero-promotion" href="${escapeHtml(href)}">${banner}<span>${escapeHtml(promotion.title)}</span></a></li>`
}

/** The top of the home page's hero, as HTML for the page's first paint; empty without promotions. */
export function heroShell(language: Language, promotions: readonly PromotionSummary[]): string {
  const shown = heroPromotions(promotions)
  if (shown.length === 0) return ''
  const text = (key: string) => escapeHtml(shellText(language, `home.${key}`))
  const items = shown.map((promotion, index) => heroItem(promotion, index === 0)).join('')
  return (
    `<main class="site-main"><section class="hero">` +
    `<h1>${text('hero_title')}</h1><p>${text('hero_text')}</p>` +
    `<ul class="hero-promotions" aria-label="${text('current_promotions')}">${items}</ul>` +
    `</section></main>`
  )
}
