// Renders the top of the dialog stack: a modal with an accessible name, focus kept inside and
// given back when it closes, Escape and the backdrop closing it, and the page behind not scrolling.
// The modal itself and the registry of every dialog (OpenDialog.tsx) load with the first dialog
// opened, not with the first page.
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useServices } from '../../app/services'
import { sessionDialogs } from '../../machines/dialogs/types'
import { selectMember } from '../../machines/session/selectors'

const OpenDialog = lazy(() => import('./OpenDialog'))

export function DialogHost() {
  const { dialogs, session } = useServices()
  const top = useSelector(dialogs, (s) => s.context.stack.at(-1))
  // Member dialogs read the member as member pages do; they close when the session ends.
  const member = useSelector(session, selectMember)
  const isOpen = useSelector(dialogs, (s) => s.matches('open'))
  const returnFocus = useRef<HTMLElement | null>(null)

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
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      returnFocus.current?.focus()
    }
  }, [isOpen])

  if (!top || (sessionDialogs.has(top.name) && !member)) return null
  // The frame appears only once its content can render, so it never grows (or shifts) on screen.
  return (
    <Suspense fallback={null}>
      <OpenDialog dialog={top} member={member} />
    </Suspense>
  )
}

