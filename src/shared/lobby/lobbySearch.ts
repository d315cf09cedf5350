import type { Game, GameListRequest } from '../calls/games'

/** The lobby's filters live in the address (?provider=&q=&page=&favourites=), so a filtered page can be shared. */
export interface LobbySearch {
  provider?: string
  q?: string
  page?: number
  /** Only the member's favourites (all of them on one page). */
  favourites?: true
}

export const LOBBY_PAGE_SIZE = 24

export function parseLobbySearch(search: Record<string, unknown>): LobbySearch {
  const provider = typeof search.provider === 'string' && /^[a-z0-9-]{1,40}$/.test(search.provider) ? search.provider : undefined
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 50) : undefined
  const page = Number(search.page)
  const favourites = search.favourites === true || search.favourites === 'true' || search.favourites === '1'
  return {
    ...(provider ? { provider } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}),
    ...(favourites ? { favourites: true as const } : {}),
  }
}

/** The member's favourites the lobby shows under its filters: in the category, of the provider, named like the search. */
export function favouritesIn(games: readonly Game[], category: string, search: LobbySearch): Game[] {
  const q = search.q?.toLocaleLowerCase()
  return games.filter(
    (game) =>
      (game.category === category || game.category.startsWith(`${category}/`)) &&
      (!search.provider || game.provider.slug === search.provider) &&
      (!q || game.name.toLocaleLowerCase().includes(q)),
  )
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
