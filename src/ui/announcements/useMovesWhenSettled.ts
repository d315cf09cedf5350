import { useEffect, useRef, useState } from 'react'
import { pageLoaded } from '../../app/pageLoaded'

/** How long the browser may wait for an idle moment before the movement starts anyway. */
const IDLE_TIMEOUT_MS = 3000

function afterIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, IDLE_TIMEOUT_MS)
  return () => window.clearTimeout(handle)
}

/**
 * Whether a looping animation may run: once the page has loaded and the browser has had an idle
 * moment, and only while its element is on screen. Each frame of a moving element is composited,
 * and on a phone that work shares the cores with the page's start; scrolled away, it is work
 * nobody sees.
 */
export function useMovesWhenSettled<T extends Element>() {
  const ref = useRef<T>(null)
  const [settled, setSettled] = useState(false)
  const [onScreen, setOnScreen] = useState(true)

  useEffect(() => {
    let unmounted = false
    let cancelIdle = () => {}
    void pageLoaded().then(() => {
      if (!unmounted) cancelIdle = afterIdle(() => setSettled(true))
    })
    return () => {
      unmounted = true
      cancelIdle()
    }
  }, [])

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return { ref, moving: settled && onScreen }
}
