import type { PromotionSummary } from '../calls/content'

/** How many promotions the home hero shows; the narrow layout shows the first alone. */
const HERO_COUNT = 3

/** The home hero's promotions, the featured one first: the app and the server's first paint agree on them. */
export function heroPromotions(promotions: readonly PromotionSummary[]): PromotionSummary[] {
  return [...promotions].sort((a, b) => Number(b.featured) - Number(a.featured)).slice(0, HERO_COUNT)
}
