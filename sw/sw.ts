// The service worker (built into /sw.js by scripts/build-sw.mjs). It precaches the build, answers
// every navigation with the app shell, and keeps the last answer of each public content read for
// offline use. Calls that need a session or move money never touch a cache: only the GET calls
// the contract marks public are listed in PUBLIC_READS (filled in at build time).
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }
declare const PUBLIC_READS: string[]

// Prompt-for-update: a new worker waits until the member accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first install takes over the open page, so it works offline without a reload.
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

const publicReads = new Set(PUBLIC_READS.map((path) => `/api${path}`))

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && publicReads.has(url.pathname),
  new NetworkFirst({
    cacheName: 'public-content',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      // Content differs by language (the Lang header), so one URL is kept once per language.
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const key = new URL(request.url)
          key.searchParams.set('__lang', request.headers.get('lang') ?? '')
          return key.href
        },
      },
    ],
  }),
)
