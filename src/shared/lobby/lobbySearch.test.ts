import { describe, expect, it } from 'vitest'
import { gameRequest, LOBBY_PAGE_SIZE, parseLobbySearch } from './lobbySearch'

describe('lobby search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(parseLobbySearch({ provider: 'pg-soft', q: '  dragon ', page: '3' })).toEqual({ provider: 'pg-soft', q: 'dragon', page: 3 })
    expect(parseLobbySearch({ provider: '../x', q: '   ', page: '0' })).toEqual({})
    expect(parseLobbySearch({ page: 1.5 })).toEqual({})
    expect(parseLobbySearch({ q: 'x'.repeat(80) }).q).toHaveLength(50)
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
