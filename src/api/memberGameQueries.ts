// A member's favourite and recently played games in TanStack Query, named in the shown language.
// The last answer of favourites is also kept in this browser (per member and language), so the
// stars and the lobby's Favourites filter still work offline after a reload.
import { queryOptions } from '@tanstack/react-query'
import { favouritesKey } from '../app/storage'
import type { ResponseOf } from '../shared/contract'
import type { Api } from './client'
import { memberKey } from './memberKeys'

type GameRow = ResponseOf<'getFavouriteGames'>

interface KeptRow {
  answer: GameRow
  readAt: number
}

function readKept(key: string): KeptRow | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptRow | null
    return kept && Array.isArray(kept.answer?.games) && typeof kept.readAt === 'number' ? kept : undefined
  } catch {
    // A value this site did not write, or one cut short: there is simply nothing kept.
    return undefined
  }
}

/** Keeps the member's latest favourites in this browser: every answer, the read's and a star's alike,
 *  or a reload right after a star would show the copy from before it as fresh. */
export function keepFavourites(memberId: number, lang: string, answer: GameRow) {
  localStorage.setItem(favouritesKey(memberId, lang), JSON.stringify({ answer, readAt: Date.now() } satisfies KeptRow))
}

export function createMemberGameQueries(api: Api) {
  return {
    favourites: (memberId: number, lang: string) => {
      const storageKey = favouritesKey(memberId, lang)
      return queryOptions({
        queryKey: memberKey('games', memberId, 'favourites', lang),
        queryFn: async () => {
          const answer = await api.getFavouriteGames()
          keepFavourites(memberId, lang, answer)
          return answer
        },
        initialData: () => readKept(storageKey)?.answer,
        initialDataUpdatedAt: () => readKept(storageKey)?.readAt,
      })
    },
    recent: (memberId: number, lang: string) =>
      queryOptions({ queryKey: memberKey('games', memberId, 'recent', lang), queryFn: () => api.getRecentGames() }),
  }
}
