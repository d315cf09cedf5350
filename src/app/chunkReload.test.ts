// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, installChunkReload, shouldReload } from './chunkReload'
import { RELOAD_GUARD_KEY } from './storage'

describe('chunk reload guard', () => {
  it('reloads on a first failure and not again within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(shouldReload(null, 50_000)).toBe(true)
    expect(shouldReload(45_000, 50_000)).toBe(false)
    expect(shouldReload(39_999, 50_000)).toBe(true)
  })
})

const failure = new Error('error loading dynamically imported module: http://site/assets/terms-1.js')
/** TanStack Router's own once-per-module reload is held while this key is set. */
const routerReloadKey = `tanstack_router_reload:${failure.message}`

/** What Vite's preload helper dispatches when a chunk fails; true when the handler took it (and reloads). */
function chunkFails(): boolean {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

/** The Navigation API's navigate event, as the browser sends it (jsdom has no Navigation API). */
function navigate(sameDocument: boolean) {
  navigation.dispatchEvent(Object.assign(new Event('navigate'), { destination: { sameDocument }, downloadRequest: null }))
}
const navigation = new EventTarget()

describe('a chunk failure', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'navigation', { configurable: true, value: navigation })
    installChunkReload()
    // A fragment, so the reload's location.replace to the same URL stays put in jsdom, which cannot navigate.
    location.hash = '#top'
  })
  beforeEach(() => {
    sessionStorage.clear()
    // The page shown again: whatever a test left it doing, it is not being left.
    window.dispatchEvent(new Event('pageshow'))
  })

  it('on a page that stays reloads it and spends the guard', () => {
    expect(chunkFails()).toBe(true)
    expect(Number(sessionStorage.getItem(RELOAD_GUARD_KEY))).toBeGreaterThan(0)
    // A second one inside the guard's window is shown, not reloaded.
    expect(chunkFails()).toBe(false)
  })

  it.each(['beforeunload', 'pagehide'])('after %s is let go, by the router too: the navigation goes on and the guard stays unspent', (leaving) => {
    window.dispatchEvent(new Event(leaving))
    expect(chunkFails()).toBe(false)
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull()
    expect(sessionStorage.getItem(routerReloadKey)).toBe('1')
    // The page is shown again (back-forward cache): a real failure still gets its reload.
    window.dispatchEvent(new Event('pageshow'))
    expect(sessionStorage.getItem(routerReloadKey)).toBeNull()
    expect(chunkFails()).toBe(true)
  })

  it('after a navigation to another document has started is let go; the router moving within the page changes nothing', () => {
    navigate(true)
    expect(chunkFails()).toBe(true)
    sessionStorage.clear()
    navigate(false)
    expect(chunkFails()).toBe(false)
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull()
  })

  it('offline holds the router until the network is back, and reloads nothing', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    expect(chunkFails()).toBe(false)
    expect(sessionStorage.getItem(routerReloadKey)).toBe('1')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    window.dispatchEvent(new Event('online'))
    expect(sessionStorage.getItem(routerReloadKey)).toBeNull()
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull()
  })
})
