/**
 * How far off screen a tile's art starts loading. Chromium's own lazy loading starts 1250 px away,
 * which on a phone is most of the home page's tiles: each tile's art is an SVG, a document the page
 * parses, lays out and paints on its main thread, and twenty of them at once blocked a first visit's
 * taps for a few hundred milliseconds on a phone (npm run bench site, Lighthouse mobile TBT).
 */
const MARGIN = '400px'

const onNear = new WeakMap<Element, () => void>()
let observer: IntersectionObserver | null = null

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer!.unobserve(entry.target)
        onNear.get(entry.target)?.()
        onNear.delete(entry.target)
      }
    },
    { rootMargin: MARGIN },
  )
  return observer
}

/** Calls `near` once, when `element` comes within MARGIN of the screen; the returned function stops watching. */
export function whenNearScreen(element: Element, near: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    near()
    return () => {}
  }
  onNear.set(element, near)
  shared().observe(element)
  return () => {
    onNear.delete(element)
    observer?.unobserve(element)
  }
}
