// The service worker (built into /sw.js by scripts/build-sw.mjs). It precaches the build, answers
// every navigation with the app shell, keeps the last answer of each public content read and the
// artwork shown (sw/mediaCache.ts) for offline use; when it installs or updates, it reads that
// content ahead in the visitor's language (sw/warmContent.ts). Calls that need a session or move money never touch a cache: only the calls
// the contract lists as public content are in CONTENT_READS (filled in at build time).
import { clientsClaim } from 'workbox-core'
import { CacheExpiration } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { API_BASE_URL, COMPANY_CODE } from '../src/shared/provider'
import { LANGUAGE_COOKIE, detectLanguage } from '../src/shared/languages'
import { answerMediaRequest, isMediaRequest } from './mediaCache'
import { CONTENT_CACHE, answerContentRead, type ContentCache, type ContentRead, type ContentReadName } from './contentCache'
import { warmPublicContent } from './warmContent'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  /** Chromium and Safari give workers the site's cookies; elsewhere the browser's languages decide. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> }
}
declare const CONTENT_READS: Record<ContentReadName, ContentRead>
declare const LEGAL_PAGES: string[]

const KEEP_DAYS = 7
/** Four languages of read-ahead content and the pages visited besides. */
const MAX_KEPT_ANSWERS = 200
/** Reading ahead never holds up an install for longer than this. */
const WARM_TIMEOUT_MS = 30_000

// Prompt-for-update: a new worker waits until the member accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first install takes over the open page, so it works offline without a reload.
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

const apiBase = `${API_BASE_URL || self.location.origin}/api`
const contentReads = new Set(Object.values(CONTENT_READS).map((read) => `${read.method} ${apiBase}${read.path}`))
const expiration = new CacheExpiration(CONTENT_CACHE, { maxEntries: MAX_KEPT_ANSWERS, maxAgeSeconds: KEEP_DAYS * 24 * 60 * 60 })
const contentCache: ContentCache = {
  match: async (key) => ((await expiration.isURLExpired(key)) ? undefined : (await caches.open(CONTENT_CACHE)).match(key)),
  keep: async (key, response) => {
    await (await caches.open(CONTENT_CACHE)).put(key, response)
    await expiration.updateTimestamp(key)
    await expiration.expireEntries()
  },
}

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url }) => contentReads.has(`${method} ${url.origin}${url.pathname}`),
    ({ request }) => answerContentRead(request, contentCache),
    method,
  )
}

registerRoute(({ url }) => isMediaRequest(url, self.location.origin), ({ request }) => answerMediaRequest(request))

async function visitorLanguage(): Promise<string> {
  const cookie = await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null)
  return detectLanguage(cookie?.value, self.navigator.languages)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    visitorLanguage()
      .then((lang) =>
        warmPublicContent({
          lang,
          apiBase,
          reads: CONTENT_READS,
          legalPages: LEGAL_PAGES,
          headers: { Authorization: '', Domain: self.location.hostname, CompanyCode: COMPANY_CODE, SubAgentCode: '' },
          cache: contentCache,
          fetch: (request) => fetch(request),
          signal: AbortSignal.timeout(WARM_TIMEOUT_MS),
        }),
      )
      // Reading ahead is a bonus: a failure leaves the worker installed, with what it kept so far.
      .catch((error: unknown) => console.warn('Reading public content ahead failed', error)),
  )
})
