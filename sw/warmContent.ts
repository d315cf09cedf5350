// What the worker reads ahead when it installs or updates, so that a visitor who goes offline after
// one visit can still read the public pages: in the visitor's language, most wanted first (Q&A,
// legal pages, promotions, announcements, then the lobby's first pages and the promotions' details),
// until the size budget is spent.
import { gameRequest } from '../src/shared/lobby/lobbySearch'
import { contentCacheKey, type ContentCache, type ContentRead, type ContentReadName } from './contentCache'

/**
 * At most this much content (answers as stored, uncompressed) is read ahead; today's seed is ~60 KiB a language.
 * @public scripts/build-sw.mjs reads it through tsx, out of knip's sight.
 */
export const WARM_BUDGET_BYTES = 512 * 1024

export interface WarmOptions {
  /** The site's language code, sent as the Lang header like the page sends it. */
  lang: string
  /** Where the API lives, e.g. https://example.com/api */
  apiBase: string
  reads: Record<ContentReadName, ContentRead>
  legalPages: readonly string[]
  /** The other headers the page sends (CompanyCode, Domain, ...). */
  headers: Record<string, string>
  cache: ContentCache
  fetch: (request: Request) => Promise<Response>
  budgetBytes?: number
  signal?: AbortSignal
}

export interface WarmResult {
  kept: number
  bytes: number
  /** An answer did not fit in the budget; nothing after it was read. */
  stoppedAtBudget: boolean
}

type Categories = { categories?: Array<{ path: string; parent: string | null }> }
type Promotions = { promotions?: Array<{ slug: string }> }

export async function warmPublicContent(options: WarmOptions): Promise<WarmResult> {
  const budget = options.budgetBytes ?? WARM_BUDGET_BYTES
  const result: WarmResult = { kept: 0, bytes: 0, stoppedAtBudget: false }

  /** Reads one call and keeps its answer; returns the answer, or null when it failed or did not fit. */
  async function keep(name: ContentReadName, input?: object): Promise<unknown> {
    if (result.stoppedAtBudget || options.signal?.aborted) return null
    const { method, path } = options.reads[name]
    const url = `${options.apiBase}${path}`
    const body = input === undefined ? undefined : JSON.stringify(input)
    const headers: Record<string, string> = { ...options.headers, Lang: options.lang }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await options.fetch(new Request(url, { method, headers, body, signal: options.signal }))
    } catch {
      return null
    }
    if (!response.ok) return null
    const bytes = (await response.clone().arrayBuffer()).byteLength
    if (result.bytes + bytes > budget) {
      result.stoppedAtBudget = true
      return null
    }
    await options.cache.keep(contentCacheKey(url, options.lang, body), response.clone())
    result.kept += 1
    result.bytes += bytes
    return response.json()
  }

  await keep('getQaList')
  for (const page of options.legalPages) await keep('getLegalPage', { page })
  const promotions = (await keep('getPromotionList')) as Promotions | null
  await keep('getAnnouncementList')
  const categories = (await keep('getCategoryList')) as Categories | null
  await keep('getFeaturedGameList')
  for (const category of categories?.categories?.filter((c) => c.parent === null) ?? []) {
    await keep('getGameList', gameRequest(category.path, {}))
  }
  for (const promotion of promotions?.promotions ?? []) await keep('getPromotionDetail', { slug: promotion.slug })
  return result
}
