// The public content reads (announcements, promotions, Q&A, legal pages, the game lobby) kept for
// offline use, one answer per request and language. Nothing here knows of sessions: the worker
// sends only the calls the contract lists as public content through it.
import type { contentCalls } from '../src/shared/calls/content'
import type { gameCalls } from '../src/shared/calls/games'

export const CONTENT_CACHE = 'public-content'
/** How long the network may take before a kept answer is shown instead (the network still updates it). */
export const NETWORK_TIMEOUT_MS = 5_000

/** The calls of the content and game resources: every one is a public read. */
export type ContentReadName = keyof typeof contentCalls | keyof typeof gameCalls

export interface ContentRead {
  method: 'GET' | 'POST'
  path: string
}

/** The same JSON whatever order its keys were written in; a body that is not JSON stays as it is. */
function canonicalBody(body: string): string {
  try {
    return canonicalJson(JSON.parse(body))
  } catch {
    return body
  }
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The cache key of one read: its address, the language of the answer (the Lang header) and, for a
 * POST, its body. The Cache API keeps only GET requests, so every key is a GET address.
 */
export function contentCacheKey(url: string, lang: string, body?: string): string {
  const key = new URL(url)
  key.searchParams.set('__lang', lang)
  if (body !== undefined) key.searchParams.set('__body', canonicalBody(body))
  return key.href
}

async function cacheKeyOf(request: Request): Promise<string> {
  const lang = request.headers.get('lang') ?? ''
  return contentCacheKey(request.url, lang, request.method === 'GET' ? undefined : await request.clone().text())
}

export interface ContentCache {
  match(key: string): Promise<Response | undefined>
  keep(key: string, response: Response): Promise<void>
}

/**
 * Network first: a fresh answer is kept and returned. When the network fails, the kept answer is
 * returned; when it is slow and an answer is kept, that one is returned after NETWORK_TIMEOUT_MS.
 * With nothing kept, the network's own failure stands (the page then shows its offline view).
 */
export async function answerContentRead(
  request: Request,
  cache: ContentCache,
  fetchFromNetwork: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const key = await cacheKeyOf(request)
  const network = fetchFromNetwork(request).then(async (response) => {
    if (response.ok) await cache.keep(key, response.clone())
    return response
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const keptWhenSlow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => void cache.match(key).then((kept) => kept && resolve(kept)), NETWORK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([network, keptWhenSlow])
  } catch (error) {
    const kept = await cache.match(key)
    if (kept) return kept
    throw error
  } finally {
    clearTimeout(timer)
  }
}
