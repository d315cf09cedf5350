import { describe, expect, it } from 'vitest'
import type { Game } from '../calls/games'
import { favouritesIn, gameRequest, LOBBY_PAGE_SIZE, parseLobbySearch } from './lobbySearch'

describe('lobby search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(parseLobbySearch({ provider: 'pg-soft', q: '  dragon ', page: '3' })).toEqual({ provider: 'pg-soft', q: 'dragon', page: 3 })
    expect(parseLobbySearch({ provider: '../x', q: '   ', page: '0' })).toEqual({})
    expect(parseLobbySearch({ page: 1.5 })).toEqual({})
    expect(parseLobbySearch({ q: 'x'.repeat(80) }).q).toHaveLength(50)
    expect(parseLobbySearch({ favourites: true })).toEqual({ favourites: true })
    expect(parseLobbySearch({ favourites: '1' })).toEqual({ favourites: true })
    expect(parseLobbySearch({ favourites: 'no' })).toEqual({})
  })

  it('keeps the favourites in the category, of the provider and named like the search', () => {
    const game = (id: number, category: string, provider: string, name: string): Game => ({
      id, slug: `g${id}`, name, provider: { slug: provider, name: provider }, category, image: '/media/g.svg', hot: false, new: false,
    })
    const games = [game(1, 'slots/pragmatic', 'pragmatic', 'Sweet Koi'), game(2, 'slots/jili', 'jili', 'Golden Koi'), game(3, 'live-casino/evolution', 'evolution', 'Koi Baccarat'), game(4, 'slotsx', 'x', 'Koi')]
    expect(favouritesIn(games, 'slots', {}).map((g) => g.id)).toEqual([1, 2])
    expect(favouritesIn(games, 'slots', { provider: 'jili' }).map((g) => g.id)).toEqual([2])
    expect(favouritesIn(games, 'slots', { q: 'sweet' }).map((g) => g.id)).toEqual([1])
    expect(favouritesIn(games, 'live-casino', { q: 'KOI' }).map((g) => g.id)).toEqual([3])
  })

  it('turns them into a game list request for the category', () => {
    expect(gameRequest('slots', {})).toEqual({ category: 'slots', page: 1, pageSize: LOBBY_PAGE_SIZE })
    expect(gameRequest('slots/pragmatic', { provider: 'pragmatic', q: 'koi', page: 2 })).toEqual({
      category: 'slots/pragmatic',
      page: 2,
      pageSize: LOBBY_PAGE_SIZE,
      provider: 'pragmatic',
      search: 'koi',
    })
  })
})
