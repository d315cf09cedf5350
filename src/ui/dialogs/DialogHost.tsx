// Renders the top of the dialog stack: a modal with an accessible name, focus kept inside and
// given back when it closes, Escape and the backdrop closing it, and the page behind not scrolling.
import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { sessionDialogs, type DialogName, type DialogPropsMap } from '../../machines/dialogs/types'
import { selectMember } from '../../machines/session/selectors'
import { MemberContext } from '../member/useMember'
import { dialogRegistry } from './registry'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
      <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && dialogs.send({ type: 'dialog.close' })}>
        <DialogFrame key={top.name} titleKey={dialogRegistry[top.name].titleKey}>
          <MemberContext.Provider value={member}>
            <DialogContent name={top.name} props={top.props} />
          </MemberContext.Provider>
        </DialogFrame>
      </div>
    </Suspense>
  )
}

/** The registered component of one dialog, given the props it was opened with. */
function DialogContent<N extends DialogName>({ name, props }: { name: N; props: DialogPropsMap[N] }) {
  const { component: Component } = dialogRegistry[name]
  return <Component props={props} />
}

function DialogFrame({ titleKey, children }: { titleKey: string; children: React.ReactNode }) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = ref.current
    if (!node) return
    // Focus the first field once the lazy content is in; the frame itself until then.
    const focusFirst = () => (node.querySelector<HTMLElement>('input, select, textarea') ?? node).focus()
    focusFirst()
    let contentSettled = false
    const settle = setTimeout(() => (contentSettled = true), 2000)
    const observer = new MutationObserver(() => {
      const active = document.activeElement
      // A focused control that goes away (a claim button once claimed) drops focus to the page,
      // where Escape and Tab no longer reach the dialog: bring it back inside.
      const lost = active === null || active === document.body
      const awaitingContent = !contentSettled && (active === node || !node.contains(active))
      if (lost || awaitingContent) focusFirst()
    })
    observer.observe(node, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      clearTimeout(settle)
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      dialogs.send({ type: 'dialog.close' })
      return
    }
    if (e.key !== 'Tab' || !ref.current) return
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="dialog-header">
        <h2 id={titleId}>{t(titleKey)}</h2>
        <button type="button" className="dialog-close" aria-label={t('common.close')} onClick={() => dialogs.send({ type: 'dialog.close' })}>
          ×
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </div>
  )
}
