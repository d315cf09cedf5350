import type { GameListRequest } from '../calls/games'

/** The lobby's filters live in the address (?provider=&q=&page=), so a filtered page can be shared. */
export interface LobbySearch {
  provider?: string
  q?: string
  page?: number
}

export const LOBBY_PAGE_SIZE = 24

export function parseLobbySearch(search: Record<string, unknown>): LobbySearch {
  const provider = typeof search.provider === 'string' && /^[a-z0-9-]{1,40}$/.test(search.provider) ? search.provider : undefined
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 50) : undefined
  const page = Number(search.page)
  return {
    ...(provider ? { provider } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}),
  }
}

export function gameRequest(category: string, search: LobbySearch): GameListRequest {
  return {
    category,
    page: search.page ?? 1,
    pageSize: LOBBY_PAGE_SIZE,
    ...(search.provider ? { provider: search.provider } : {}),
    ...(search.q ? { search: search.q } : {}),
  }
}
