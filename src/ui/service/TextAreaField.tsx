import { useId, type TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../useFormat'
import { FieldError } from '../forms/FieldError'

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string
  value: string
  maxChars: number
  error?: string | undefined
}

/** A labelled multi-line field with a count of the characters used, and its error under it. */
export function TextAreaField({ label, value, maxChars, error, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const id = useId()
  const described = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} rows={5} aria-invalid={error ? true : undefined} aria-describedby={described} {...textarea} />
      <p id={`${id}-count`} className="hint">
        {t('service.characters', { used: format.number(value.trim().length), max: format.number(maxChars) })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
