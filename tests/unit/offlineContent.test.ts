// The service worker's offline content (sw/contentCache.ts, sw/warmContent.ts) with a fake network
// and cache: one key per request and language, network first with the kept answer as fallback, and
// reading ahead in order within the size budget.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentCalls, legalPages } from '../../src/shared/calls/content'
import { gameCalls } from '../../src/shared/calls/games'
import { gameRequest } from '../../src/shared/lobby/lobbySearch'
import { NETWORK_TIMEOUT_MS, answerContentRead, contentCacheKey, type ContentCache, type ContentRead, type ContentReadName } from '../../sw/contentCache'
import { warmPublicContent } from '../../sw/warmContent'

const API = 'https://site.example/api'
const reads = Object.fromEntries(
  Object.entries({ ...contentCalls, ...gameCalls }).map(([name, call]) => [name, { method: call.method, path: call.path }]),
) as Record<ContentReadName, ContentRead>

function memoryCache() {
  const kept = new Map<string, Response>()
  const cache: ContentCache = {
    match: async (key) => kept.get(key)?.clone(),
    keep: async (key, response) => void kept.set(key, response),
  }
  return { kept, cache }
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } })

describe('content cache keys', () => {
  it('tell languages and bodies apart, whatever the order of a body’s keys', () => {
    const url = `${API}/Game/getGameList`
    const a = contentCacheKey(url, 'kr', '{"category":"slots","page":1,"pageSize":24}')
    expect(contentCacheKey(url, 'kr', '{"pageSize":24,"page":1,"category":"slots"}')).toBe(a)
    expect(contentCacheKey(url, 'en', '{"category":"slots","page":1,"pageSize":24}')).not.toBe(a)
    expect(contentCacheKey(url, 'kr', '{"category":"slots","page":2,"pageSize":24}')).not.toBe(a)
    expect(new URL(contentCacheKey(`${API}/Qa/getQaList`, 'vn')).search).toBe('?__lang=vn')
  })
})

describe('answering a content read', () => {
  const request = () =>
    new Request(`${API}/Content/getLegalPage`, { method: 'POST', headers: { Lang: 'tw' }, body: JSON.stringify({ page: 'privacy' }) })

  it('keeps what the network answers, and answers with it when the network fails', async () => {
    const { kept, cache } = memoryCache()
    const online = await answerContentRead(request(), cache, async () => json({ page: 'privacy', from: 'network' }))
    expect(await online.json()).toEqual({ page: 'privacy', from: 'network' })
    expect([...kept.keys()]).toEqual([contentCacheKey(`${API}/Content/getLegalPage`, 'tw', '{"page":"privacy"}')])

    const offline = await answerContentRead(request(), cache, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await offline.json()).toEqual({ page: 'privacy', from: 'network' })
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers with the kept answer when the network is slow', async () => {
    const { cache } = memoryCache()
    await answerContentRead(request(), cache, async () => json({ from: 'earlier' }))
    vi.useFakeTimers()
    const slow = answerContentRead(request(), cache, () => new Promise<Response>(() => {}))
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS)
    expect(await (await slow).json()).toEqual({ from: 'earlier' })
  })

  it('lets the failure stand when nothing was kept, and keeps no error answer', async () => {
    const { kept, cache } = memoryCache()
    await expect(answerContentRead(request(), cache, () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch')
    const refused = await answerContentRead(request(), cache, async () => new Response('{}', { status: 500 }))
    expect(refused.status).toBe(500)
    expect(kept.size).toBe(0)
  })
})

describe('reading ahead', () => {
  const promotions = { promotions: [{ slug: 'first-deposit' }, { slug: 'free-bet' }] }
  const categories = {
    categories: [
      { path: 'slots', parent: null },
      { path: 'live-casino', parent: null },
      { path: 'live-casino/evolution', parent: 'live-casino' },
    ],
  }

  function network(padding = 0) {
    const seen: Request[] = []
    const fetch = async (request: Request) => {
      seen.push(request.clone())
      const path = new URL(request.url).pathname.replace('/api', '')
      if (path === reads.getPromotionList.path) return json(promotions)
      if (path === reads.getCategoryList.path) return json(categories)
      return json({ path, padding: 'x'.repeat(padding) })
    }
    return { seen, fetch }
  }

  const options = (fetch: (request: Request) => Promise<Response>, cache: ContentCache, budgetBytes?: number) => ({
    lang: 'kr',
    apiBase: API,
    reads,
    legalPages,
    headers: { CompanyCode: 'LH001', Domain: 'site.example' },
    cache,
    fetch,
    ...(budgetBytes === undefined ? {} : { budgetBytes }),
  })

  it('keeps, in the current language, the Q&A, legal pages, promotions, announcements, the lobby’s first pages and the promotions’ details', async () => {
    const { kept, cache } = memoryCache()
    const { seen, fetch } = network()
    const result = await warmPublicContent(options(fetch, cache))

    const key = (name: ContentReadName, body?: object) =>
      contentCacheKey(`${API}${reads[name].path}`, 'kr', body === undefined ? undefined : JSON.stringify(body))
    expect([...kept.keys()]).toEqual([
      key('getQaList'),
      ...legalPages.map((page) => key('getLegalPage', { page })),
      key('getPromotionList'),
      key('getAnnouncementList'),
      key('getCategoryList'),
      key('getFeaturedGameList'),
      key('getGameList', gameRequest('slots', {})),
      key('getGameList', gameRequest('live-casino', {})),
      key('getPromotionDetail', { slug: 'first-deposit' }),
      key('getPromotionDetail', { slug: 'free-bet' }),
    ])
    expect(result).toMatchObject({ kept: kept.size, stoppedAtBudget: false })
    for (const request of seen) {
      expect(request.headers.get('Lang')).toBe('kr')
      expect(request.headers.get('CompanyCode')).toBe('LH001')
    }
    expect(seen.filter((request) => request.method === 'POST').every((request) => request.headers.get('Content-Type') === 'application/json')).toBe(true)
  })

  it('stops at the first answer that would not fit in the budget', async () => {
    const { kept, cache } = memoryCache()
    const { seen, fetch } = network(1000)
    const result = await warmPublicContent(options(fetch, cache, 2500))
    expect(result.stoppedAtBudget).toBe(true)
    expect(result.bytes).toBeLessThanOrEqual(2500)
    expect(kept.size).toBe(2)
    expect(seen).toHaveLength(3)
  })

  it('carries on past a read that fails', async () => {
    const { kept, cache } = memoryCache()
    const { fetch } = network()
    const flaky = (request: Request) => (request.url.endsWith(reads.getQaList.path) ? Promise.reject(new TypeError('Failed to fetch')) : fetch(request))
    await warmPublicContent(options(flaky, cache))
    expect(kept.has(contentCacheKey(`${API}${reads.getQaList.path}`, 'kr'))).toBe(false)
    expect(kept.size).toBe(11)
  })
})
