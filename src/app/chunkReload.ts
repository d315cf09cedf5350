// A script chunk that fails to load (usually a deploy replaced it) reloads the current path once;
// the guard keeps a second failure within 10 seconds from looping (seed §8, §9).
import { RELOAD_GUARD_KEY } from './storage'

export const RELOAD_GUARD_MS = 10_000

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const stored = Number(sessionStorage.getItem(RELOAD_GUARD_KEY))
    const now = Date.now()
    if (!shouldReload(stored > 0 ? stored : null, now)) {
      // TanStack Router reloads once per failing module by itself; this guard has already spent the
      // one reload, so the router is told the same (its key) and the error is shown instead.
      if (event.payload instanceof Error) sessionStorage.setItem(`tanstack_router_reload:${event.payload.message}`, '1')
      return
    }
    event.preventDefault()
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
    location.replace(location.pathname + location.search + location.hash)
  })
}
