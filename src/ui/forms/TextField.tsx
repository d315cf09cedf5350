import { useId, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | undefined
  /** Adds a show/hide toggle to a password field. */
  revealable?: boolean
}

export function TextField({ label, error, revealable, type, ...input }: TextFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {revealable && (
          <button type="button" className="reveal" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? t('form.hide_password') : t('form.show_password')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
