import { useId, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from './FieldError'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | undefined
  /** A line under the field that says what goes in it. */
  hint?: string | undefined
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean
}

export function TextField({ label, error, hint, revealable, type, ...input }: TextFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {revealable && (
          <button type="button" className="reveal" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? t('form.hide_password') : t('form.show_password')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
