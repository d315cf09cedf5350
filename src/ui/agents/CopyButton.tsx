import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

/** Copies a code or a link to the clipboard and says so (or says it could not). `label` names which one, for screen readers and the toast. */
export function CopyButton({ value, kind, label }: { value: string; kind: 'code' | 'link'; label: string }) {
  const { toasts } = useServices()
  const { t } = useTranslation()
  const text = kind === 'code' ? t('agents.copy_code') : t('agents.copy_link')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'agents.copied', values: { what: label } } })
    } catch {
      toasts.send({ type: 'toast.show', toast: { type: 'error', msg: 'agents.copy_failed' } })
    }
  }
  return (
    <button type="button" className="button button-secondary" aria-label={t('agents.copy', { action: text, what: label })} onClick={() => void copy()}>
      {text}
    </button>
  )
}
