import { useSelector } from '@xstate/react'
import { Suspense, use, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { Toast, ToastCommand } from '../../machines/toasts/types'
import { useErrorText } from '../useErrorText'

const VISIBLE_MS = 6_000

function ToastItem({ toast }: { toast: Toast }) {
  const { toasts, dialogs, messagesComplete } = useServices()
  // Most toasts speak of what the first screen's messages do not hold (errors, member actions).
  use(messagesComplete())
  const { t } = useTranslation()
  const text = useErrorText()
  const commands: Record<ToastCommand, () => void> = {
    login: () => dialogs.send({ type: 'dialog.open', name: 'Login' }),
  }
  const { action } = toast
  useEffect(() => {
    const timer = setTimeout(() => toasts.send({ type: 'toast.dismiss', id: toast.id }), VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [toasts, toast.id])
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span>{text(toast.msg, toast.values)}</span>
      {action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            commands[action.command]()
            toasts.send({ type: 'toast.dismiss', id: toast.id })
          }}
        >
          {t(action.labelKey)}
        </button>
      )}
      <button type="button" className="toast-close" aria-label={t('common.dismiss')} onClick={() => toasts.send({ type: 'toast.dismiss', id: toast.id })}>
        ×
      </button>
    </div>
  )
}

export function ToastRegion() {
  const { toasts } = useServices()
  const list = useSelector(toasts, (s) => s.context.toasts)
  return (
    <div className="toast-region" aria-live="polite">
      {list.map((toast) => (
        <Suspense key={toast.id} fallback={null}>
          <ToastItem toast={toast} />
        </Suspense>
      ))}
    </div>
  )
}
