// A script chunk that fails to load (usually a deploy replaced it) reloads the current path once;
// the guard keeps a second failure within 10 seconds from looping (seed §8, §9). A failure while
// the page is being left is no failure: Firefox drops the imports in flight when a navigation
// starts and reports them after `beforeunload`, and a reload then would send the member back to
// the page they were leaving.
import { RELOAD_GUARD_KEY } from './storage'

export const RELOAD_GUARD_MS = 10_000

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS
}

/** TanStack Router reloads once per failing module by itself, unless its key for that module is set. */
const routerReloadKey = (error: Error) => `tanstack_router_reload:${error.message}`

export function installChunkReload(): void {
  let leaving = false
  const leave = () => (leaving = true)
  window.addEventListener('beforeunload', leave)
  window.addEventListener('pagehide', leave)
  // Back from the back-forward cache: the page was left and is shown again.
  window.addEventListener('pageshow', () => (leaving = false))
  // Where the Navigation API exists, a navigation to another document says so before anything
  // unloads (a download leaves nothing).
  window.navigation?.addEventListener('navigate', (event) => {
    if (!event.destination.sameDocument && event.downloadRequest === null) leave()
  })

  window.addEventListener('vite:preloadError', (event) => {
    const failure = event.payload instanceof Error ? event.payload : null
    if (leaving) {
      // Let it go, and the router too (its reload would cancel the navigation as well): the import
      // fails to its caller, the guard stays unspent, and the navigation goes on.
      if (failure) holdRouterReload(failure, 'pageshow')
      return
    }
    if (!navigator.onLine) {
      // Offline, a reload could only show the browser's own offline page in place of the site. The
      // import fails instead (a hover's preload is forgotten, a page shows the offline view with Try
      // again), and neither this nor the router reloads until the network is back.
      if (failure) holdRouterReload(failure, 'online')
      return
    }
    const stored = Number(sessionStorage.getItem(RELOAD_GUARD_KEY))
    const now = Date.now()
    if (!shouldReload(stored > 0 ? stored : null, now)) {
      // This guard has already spent the one reload, so the router is told the same and the error is shown.
      if (failure) sessionStorage.setItem(routerReloadKey(failure), '1')
      return
    }
    event.preventDefault()
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
    location.replace(location.pathname + location.search + location.hash)
  })
}

/** Keeps the router from reloading for this failure until the page is back online, or shown again. */
function holdRouterReload(failure: Error, until: 'online' | 'pageshow') {
  const key = routerReloadKey(failure)
  if (sessionStorage.getItem(key)) return
  sessionStorage.setItem(key, '1')
  window.addEventListener(until, () => sessionStorage.removeItem(key), { once: true })
}
