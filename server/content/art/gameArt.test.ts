import { describe, expect, it } from 'vitest'
import { categoryTree, type CategorySeed } from '../catalogue'
import { escapeXml } from './primitives'
import { gameArt } from './gameArt'

interface SeededGame {
  seed: string
  title: string
  category: string
}

function gamesOf(category: CategorySeed, path: string): SeededGame[] {
  const own = (category.games ?? []).map((game) => ({ seed: `${path}/${game.slug}`, title: game.name.en, category: path.split('/')[0] ?? '' }))
  return [...own, ...(category.children ?? []).flatMap((child) => gamesOf(child, `${path}/${child.slug}`))]
}

const games = categoryTree.flatMap((category) => gamesOf(category, category.slug))

describe('game artwork', () => {
  it('draws every game of the catalogue its own picture', () => {
    const pictures = new Set(games.map((game) => gameArt(game.seed, game.title, game.category)))
    expect(games.length).toBeGreaterThan(500)
    expect(pictures.size).toBe(games.length)
  })

  it('draws the same picture for the same game every time', () => {
    const game = games[0]!
    expect(gameArt(game.seed, game.title, game.category)).toBe(gameArt(game.seed, game.title, game.category))
  })

  it('writes the title on each picture, keeps it to a few kilobytes and leaves no value undrawn', () => {
    for (const game of games) {
      const svg = gameArt(game.seed, game.title, game.category)
      expect(svg).toContain(`>${escapeXml(game.title.toUpperCase())}</text>`)
      expect(svg.length).toBeLessThan(6000)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    }
  })

  it('draws what each category plays: reels, a live table, a ball in play, lottery balls, fish, cards', () => {
    const art = (category: string) => {
      const game = games.find((g) => g.category === category)!
      return gameArt(game.seed, game.title, game.category)
    }
    expect(art('slots')).toContain('url(#r)')
    expect(art('live-casino')).toContain('>LIVE')
    expect(art('sports')).toMatch(/\d : \d/)
    expect(art('lottery')).toMatch(/ MIN</)
    expect(art('fishing')).toContain('stroke="#ff3d3d"')
    expect(art('cards')).toContain('fill="#fdfbf5"')
  })
})
