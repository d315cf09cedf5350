import type { GameCategory } from '../calls/games'

export function findCategory(categories: readonly GameCategory[], path: string): GameCategory | undefined {
  return categories.find((c) => c.path === path)
}

export function childrenOf(categories: readonly GameCategory[], path: string | null): GameCategory[] {
  return categories.filter((c) => c.parent === path)
}

/** The category and its ancestors, top category first. */
export function trailOf(categories: readonly GameCategory[], path: string): GameCategory[] {
  const trail: GameCategory[] = []
  for (let current = findCategory(categories, path); current; current = current.parent ? findCategory(categories, current.parent) : undefined) {
    trail.unshift(current)
  }
  return trail
}
