import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The age and terms confirmation every registration asks for (contract field `agreement: true`). */
export function AgreementField({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined }) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          name="agreement"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('register.agreement')}
      </label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
