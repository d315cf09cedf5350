import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Trans } from 'react-i18next'
import { Icon } from '../icons/Icon'
import { FieldError } from './FieldError'

/**
 * The age and terms confirmation every registration asks for (contract field `agreement: true`).
 * The box is a 44 px tap target (the native checkbox, transparent, over the drawn box); the terms and
 * the privacy policy open in a new tab, so the form keeps what was typed. The whole sentence stays the
 * checkbox's accessible name.
 */
export function AgreementField({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined }) {
  const errorId = useId()
  return (
    <div className="field">
      <label className="agreement">
        <span className="agreement-target">
          <input
            type="checkbox"
            name="agreement"
            checked={checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span className="agreement-box">
            <Icon>
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </Icon>
          </span>
        </span>
        <span className="agreement-text">
          <Trans
            i18nKey="register.agreement"
            components={{
              terms: <Link to="/terms-of-service" target="_blank" rel="noopener" />,
              privacy: <Link to="/privacyPolicy" target="_blank" rel="noopener" />,
            }}
          />
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
