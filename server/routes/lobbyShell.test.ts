import { describe, expect, it } from 'vitest'
import type { Game, GameCategory } from '../../src/shared/calls/games'
import type { ResponseOf } from '../../src/shared/contract'
import { firstScreenShell } from './firstScreen'
import { lobbyShell } from './lobbyShell'

const categories: GameCategory[] = [
  { path: 'slots', parent: null, name: 'Slots', gameCount: 3 },
  { path: 'slots/cq9', parent: 'slots', name: 'CQ9', gameCount: 2 },
  { path: 'slots/x<y', parent: 'slots', name: '<X & Y>', gameCount: 1 },
]
const game = (id: number, name: string, extra: Partial<Game> = {}): Game => ({
  id, slug: `g${id}`, name, provider: { slug: 'cq9', name: 'CQ9' }, category: 'slots/cq9', image: `/media/games/g${id}.svg`, hot: false, new: false, ...extra,
})
const page: ResponseOf<'getGameList'> = {
  games: [game(1, 'Golden <Buffalo>', { hot: true }), game(2, 'Mystic', { new: true }), game(3, 'Lucky'), game(4, 'Four'), game(5, 'Five')],
  total: 5,
  page: 1,
  pageSize: 24,
  providers: [{ slug: 'cq9', name: 'CQ9', gameCount: 5 }],
}

describe('the lobby the server draws for a first visit', () => {
  it('draws the trail, the sub-categories, the filters and the page of games, in the language of the page, its text escaped', () => {
    const shell = lobbyShell('en', categories, { category: 'slots/cq9', page: 1, pageSize: 24, provider: 'cq9', search: 'gold"en' }, page)
    expect(shell).toMatch(/^<main class="site-main"><nav aria-label="You are here" class="breadcrumb"><a href="\/">Home<\/a>/)
    expect(shell).toContain('<a href="/Categories/slots">Slots</a>')
    expect(shell).toContain('<a class="active" href="/Categories/slots/cq9" data-status="active" aria-current="page">CQ9</a>')
    expect(shell).toContain('<h1>Slots</h1>')
    expect(shell).toContain('<nav aria-label="Slots: sub-categories" class="chip-row"><a class="chip" href="/Categories/slots">All</a><a class="chip active" href="/Categories/slots/cq9" data-status="active" aria-current="page">CQ9</a>')
    expect(shell).toContain('<a class="chip" href="/Categories/slots/x%3Cy">&lt;X &amp; Y&gt;</a>')
    expect(shell).toContain('<option value="cq9" selected>CQ9 (5)</option>')
    expect(shell).toContain('value="gold&quot;en"')
    expect(shell).toContain('<p class="result-count" role="status">Games: 5</p>')
    expect(shell).toContain('<button type="button" class="game-name">Golden &lt;Buffalo&gt;</button><span class="game-provider">CQ9</span><span class="game-tag">Hot</span>')
    expect(shell).toContain('<span class="game-tag">New</span>')
    expect(shell).not.toContain('<Buffalo>')
  })

  it('leaves the filters and the game buttons inert: they need the app', () => {
    const shell = lobbyShell('en', categories, { category: 'slots', page: 1, pageSize: 24 }, page)
    expect(shell).toContain('<form class="lobby-filters" role="search" inert>')
    expect(shell).toContain('<ul class="game-grid" inert>')
  })

  it('loads the first row of art at once and the rest as it scrolls near', () => {
    const shell = lobbyShell('kr', categories, { category: 'slots', page: 1, pageSize: 24 }, page)
    expect(shell.match(/loading="eager"/g)).toHaveLength(4)
    expect(shell.match(/loading="lazy"/g)).toHaveLength(1)
    expect(shell).toContain('<p class="result-count" role="status">게임 5개</p>')
  })

  it('says so when no game matches, and draws nothing for a category that does not exist', () => {
    expect(lobbyShell('en', categories, { category: 'slots', page: 1, pageSize: 24, search: 'zzz' }, { games: [], total: 0, page: 1, pageSize: 24, providers: [] })).toContain(
      '<p class="note">No games match your search.</p>',
    )
    expect(lobbyShell('en', categories, { category: 'nowhere', page: 1, pageSize: 24 }, page)).toBe('')
  })

  it('is the first screen of a page that read the category tree and a page of games', () => {
    const request = { category: 'slots', page: 1, pageSize: 24 }
    const answers = [{ name: 'getCategoryList' as const, answer: { categories } }, { name: 'getGameList' as const, input: request, answer: page }]
    expect(firstScreenShell({ lang: 'en', answers }).main).toBe(lobbyShell('en', categories, request, page))
    expect(firstScreenShell({ lang: 'en', answers: answers.slice(0, 1) }).main).toBe('')
    expect(firstScreenShell(null).main).toBe('')
  })
})
