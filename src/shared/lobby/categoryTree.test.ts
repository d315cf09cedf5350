import { describe, expect, it } from 'vitest'
import type { GameCategory } from '../calls/games'
import { childrenOf, findCategory, trailOf } from './categoryTree'

const category = (path: string, parent: string | null): GameCategory => ({ path, parent, name: path, gameCount: 1 })
const categories = [
  category('slots', null),
  category('live-casino', null),
  category('live-casino/evolution', 'live-casino'),
  category('live-casino/evolution/baccarat', 'live-casino/evolution'),
  category('live-casino/sa-gaming', 'live-casino'),
]

describe('category tree', () => {
  it('finds a category by its whole path only', () => {
    expect(findCategory(categories, 'live-casino/evolution')?.path).toBe('live-casino/evolution')
    expect(findCategory(categories, 'evolution')).toBeUndefined()
  })

  it('lists the top categories and the children of one', () => {
    expect(childrenOf(categories, null).map((c) => c.path)).toEqual(['slots', 'live-casino'])
    expect(childrenOf(categories, 'live-casino').map((c) => c.path)).toEqual(['live-casino/evolution', 'live-casino/sa-gaming'])
  })

  it('gives the trail from the top category down, and none for an unknown path', () => {
    expect(trailOf(categories, 'live-casino/evolution/baccarat').map((c) => c.path)).toEqual([
      'live-casino',
      'live-casino/evolution',
      'live-casino/evolution/baccarat',
    ])
    expect(trailOf(categories, 'live-casino/unknown')).toEqual([])
  })
})
