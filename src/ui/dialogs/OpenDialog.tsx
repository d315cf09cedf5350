// The open dialog: the backdrop, the modal frame (its accessible name, focus kept inside, Escape)
// and the registered component, given the props it was opened with (DialogHost.tsx decides which).
import { use, useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogName, DialogPropsMap, OpenDialog as OpenDialogEntry } from '../../machines/dialogs/types'
import type { SessionMember } from '../../machines/session/types'
import { MemberContext } from '../member/useMember'
import { dialogRegistry } from './registry'
import { focusDroppedToPage } from './focusLoss'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
/** A dialog's first field takes focus, so the member types at once. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])'
/** Without a field, its primary action (a confirm step's button), so Enter and Space act at once. */
const PRIMARY_ACTION = 'button[type="submit"]:not([disabled]), .button:not(.button-secondary):not([disabled])'

/** The key of one opened dialog: another dialog of the same name (the next news pop-up) is a new frame, focused anew. */
function frameKey(dialog: OpenDialogEntry): string {
  return `${dialog.name}:${JSON.stringify(dialog.props ?? null)}`
}

export default function OpenDialog({ dialog, member }: { dialog: OpenDialogEntry; member: SessionMember | null }) {
  const { dialogs, messagesComplete } = useServices()
  const { titleKey, firstScreenMessages } = dialogRegistry[dialog.name]
  // Most dialogs say what the first screen's messages do not: the frame waits for the rest with its
  // content, so that no render looks a message up before it is in (i18n.ts).
  if (!firstScreenMessages) use(messagesComplete())
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && dialogs.send({ type: 'dialog.close' })}>
      <DialogFrame key={frameKey(dialog)} titleKey={titleKey}>
        <MemberContext.Provider value={member}>
          <DialogContent name={dialog.name} props={dialog.props} />
        </MemberContext.Provider>
      </DialogFrame>
    </div>
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
    // Focus the first field, or the primary action, once the lazy content is in; the frame itself until
    // then. The dialog stays at its top: a field under a QR code and instructions must not scroll them away.
    const body = node.querySelector('.dialog-body') ?? node
    const focusFirst = () => (body.querySelector<HTMLElement>(FIELD) ?? body.querySelector<HTMLElement>(PRIMARY_ACTION) ?? node).focus({ preventScroll: true })
    // Focusing lays the page out, which the page made inert behind the dialog has to be again: in the
    // frame's own layout, not as a second one in the task that committed the dialog (on the home page
    // the first news pop-up's commit took 100 ms at 4x CPU, half of it that layout).
    const firstFocus = requestAnimationFrame(focusFirst)
    let contentSettled = false
    const settle = setTimeout(() => (contentSettled = true), 2000)
    const observer = new MutationObserver(() => {
      const active = document.activeElement
      // A focused control that goes away (a claim button once claimed) drops focus to the page,
      // where Escape and Tab no longer reach the dialog: bring it back inside.
      const lost = focusDroppedToPage()
      const awaitingContent = !contentSettled && (active === node || !node.contains(active))
      if (lost || awaitingContent) focusFirst()
    })
    // A confirm button enabled once its step is ready is a change of its `disabled` attribute.
    observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
    // Escape closes the dialog wherever focus is: until its first focus, a frame after it shows, focus
    // is still on the control that opened it, and an Escape pressed then went to the page.
    const closeOnEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !e.isComposing) dialogs.send({ type: 'dialog.close' })
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      cancelAnimationFrame(firstFocus)
      observer.disconnect()
      clearTimeout(settle)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [dialogs])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
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
