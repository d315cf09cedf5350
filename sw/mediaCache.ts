// The site's generated artwork (/media/…: game tiles, banners) kept as it is first shown, so the lobby
// and promotions keep their pictures offline. A picture never changes under its path (a redrawn one
// gets a new path), so a kept copy is answered without asking the network.
import { CacheExpiration } from 'workbox-expiration'

const MEDIA_CACHE = 'media'
/** A few lobby pages of every category and the banners: ~600 pictures of a few kilobytes. */
const MAX_KEPT_PICTURES = 600
const KEEP_DAYS = 30

const expiration = new CacheExpiration(MEDIA_CACHE, { maxEntries: MAX_KEPT_PICTURES, maxAgeSeconds: KEEP_DAYS * 24 * 60 * 60 })

export function isMediaRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/media/')
}

export async function answerMediaRequest(request: Request): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE)
  const kept = await cache.match(request)
  if (kept) {
    await expiration.updateTimestamp(request.url)
    return kept
  }
  const response = await fetch(request)
  if (response.ok) {
    await cache.put(request, response.clone())
    await expiration.updateTimestamp(request.url)
    await expiration.expireEntries()
  }
  return response
}
