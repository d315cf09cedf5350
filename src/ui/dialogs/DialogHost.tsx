// Renders the top of the dialog stack: a modal with an accessible name, focus kept inside and
// given back when it closes, Escape and the backdrop closing it, and the page behind not scrolling.
// The modal itself and the registry of every dialog (OpenDialog.tsx) load with the first dialog
// opened, not with the first page.
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useServices } from '../../app/services'
import { selectDialogOpen } from '../../machines/dialogs/selectors'
import { sessionDialogs } from '../../machines/dialogs/types'
import { selectMember } from '../../machines/session/selectors'
import { watchFocusedRemoval } from './focusLoss'

const OpenDialog = lazy(() => import('./OpenDialog'))

/** The page's heading: where a keyboard or screen-reader user starts again when what they were on is gone. */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus()
}

export function DialogHost() {
  const { dialogs, session } = useServices()
  const top = useSelector(dialogs, (s) => s.context.stack.at(-1))
  // Member dialogs read the member as member pages do; they close when the session ends.
  const member = useSelector(session, selectMember)
  const isOpen = useSelector(dialogs, selectDialogOpen)
  const navigating = useRouterState({ select: (s) => s.status === 'pending' })
  const signingIn = useSelector(session, (s) => s.matches('signingIn'))
  const returnFocus = useRef<HTMLElement | null>(null)
  const stopWatchingOpener = useRef<(() => void) | null>(null)
  // Set when focus should go to the page's heading once the page (after a login, maybe a new one)
  // has settled and no dialog is open.
  const [headingWanted, setHeadingWanted] = useState(false)
  const wasSigningIn = useRef(signingIn)

  // A login (not a session restored at start) ends on the page's heading: the Log in button is gone.
  useEffect(() => {
    if (wasSigningIn.current && !signingIn && member) setHeadingWanted(true)
    wasSigningIn.current = signingIn
  }, [signingIn, member])

  // The last control focused outside any dialog is where focus goes back to. It is tracked as focus
  // moves because the dialog's own effect has already taken focus when this component's runs.
  useEffect(() => {
    const remember = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !e.target.closest('[role="dialog"]')) returnFocus.current = e.target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])

  useEffect(() => {
    if (!isOpen) return
    stopWatchingOpener.current?.()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // A control that went away meanwhile (a form replaced by its result), or goes away while it
      // still has focus, leaves the page's heading.
      const opener = returnFocus.current
      if (opener?.isConnected) {
        opener.focus()
        stopWatchingOpener.current = watchFocusedRemoval(opener, () => setHeadingWanted(true))
      } else setHeadingWanted(true)
    }
  }, [isOpen])

  useEffect(() => () => stopWatchingOpener.current?.(), [])

  useEffect(() => {
    if (!headingWanted || navigating || isOpen) return
    const frame = requestAnimationFrame(() => {
      focusPageHeading()
      setHeadingWanted(false)
    })
    return () => cancelAnimationFrame(frame)
  }, [headingWanted, navigating, isOpen])

  if (!top || (sessionDialogs.has(top.name) && !member)) return null
  // The frame appears only once its content can render, so it never grows (or shifts) on screen.
  return (
    <Suspense fallback={null}>
      <OpenDialog dialog={top} member={member} />
    </Suspense>
  )
}
