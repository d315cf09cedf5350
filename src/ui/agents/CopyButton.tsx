import { useTranslation } from 'react-i18next'
import { useCopy } from '../forms/useCopy'

/** Copies a code or a link to the clipboard and says so (or says it could not). `label` names which one, for screen readers and the toast. */
export function CopyButton({ value, kind, label }: { value: string; kind: 'code' | 'link'; label: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  const text = kind === 'code' ? t('agents.copy_code') : t('agents.copy_link')
  return (
    <button type="button" className="button button-secondary" aria-label={t('agents.copy', { action: text, what: label })} onClick={() => void copy(value, label)}>
      {text}
    </button>
  )
}
