// The public site's content in TanStack Query. Every key starts with the language, because the
// server answers in the language of the Lang header: switching language must fetch again.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import type { LegalPageName } from '../shared/calls/content'
import type { GameListRequest } from '../shared/calls/games'

const CONTENT_SCOPE = 'content'
const CONTENT_STALE_MS = 5 * 60_000

/** The language content is fetched in: the shown one, or the one being loaded before the first. */
export function contentLanguage(snapshot: { context: { current: string | null; requested: string } }): string {
  return snapshot.context.current ?? snapshot.context.requested
}

export function createContentQueries(api: Api) {
  const content = <T>(lang: string, key: readonly unknown[], queryFn: () => Promise<T>) =>
    queryOptions({ queryKey: [CONTENT_SCOPE, lang, ...key], queryFn, staleTime: CONTENT_STALE_MS })
  return {
    categories: (lang: string) => content(lang, ['categories'], () => api.getCategoryList()),
    games: (lang: string, request: GameListRequest) => content(lang, ['games', request], () => api.getGameList(request)),
    featuredGames: (lang: string) => content(lang, ['featuredGames'], () => api.getFeaturedGameList()),
    announcements: (lang: string) => content(lang, ['announcements'], () => api.getAnnouncementList()),
    promotions: (lang: string) => content(lang, ['promotions'], () => api.getPromotionList()),
    promotion: (lang: string, slug: string) => content(lang, ['promotion', slug], () => api.getPromotionDetail({ slug })),
    qa: (lang: string) => content(lang, ['qa'], () => api.getQaList()),
    legalPage: (lang: string, page: LegalPageName) => content(lang, ['legal', page], () => api.getLegalPage({ page })),
  }
}
