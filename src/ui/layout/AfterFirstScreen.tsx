import { startTransition, useEffect, useState, type ReactNode } from 'react'

// On the page a visit starts on, React's first commit replaces the page the server drew, and the
// browser lays all of it out in the task after that commit: 36-47 ms on this machine, four times that
// on a phone, the longest task of a member page's start. Laying out the page's top again is cheap (the
// server's drawing already did it once, 2-3 ms); what lies below a phone's first screen is not
// (15-30 ms). So each part below it, and the footer after them, commits in a frame of its own, in the
// page's order, once the frame before has been painted: several short layouts instead of one long one.
// Nothing is drawn below a part that waits, so nothing moves when it comes (no layout shift). Pages
// after the first render whole.
let revealed = false
const waiting: (() => void)[] = []
let revealing = false

function afterNextPaint(then: () => void) {
  // A hidden page paints no frame, so it does not wait for one.
  if (document.visibilityState === 'hidden') setTimeout(then)
  else requestAnimationFrame(() => setTimeout(then))
}

function revealNext() {
  const show = waiting.shift()
  if (!show) {
    revealed = true
    revealing = false
    return
  }
  startTransition(show)
  afterNextPaint(revealNext)
}

/** Its children, at once on a later page and a painted frame after the part before it on the first. */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(revealed)
  useEffect(() => {
    if (shown) return
    if (revealed) return setShown(true)
    const show = () => setShown(true)
    waiting.push(show)
    if (!revealing) {
      revealing = true
      afterNextPaint(revealNext)
    }
    return () => {
      const index = waiting.indexOf(show)
      if (index >= 0) waiting.splice(index, 1)
    }
  }, [shown])
  return shown ? children : null
}
