// The lobby's top-level game categories (their slugs are the first segment of /Categories/...).
export const categories = [
  { slug: 'slots', icon: '🎰' },
  { slug: 'live-casino', icon: '🃏' },
  { slug: 'sports', icon: '⚽' },
  { slug: 'lottery', icon: '🎱' },
  { slug: 'fishing', icon: '🐟' },
  { slug: 'cards', icon: '♠' },
] as const

export type CategorySlug = (typeof categories)[number]['slug']

export function isCategorySlug(value: string): value is CategorySlug {
  return categories.some((c) => c.slug === value)
}
