import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { AgreementField } from '../forms/AgreementField'
import type { useFieldErrors } from '../forms/useFieldErrors'

interface RegistrationActionsProps {
  /** The registration form, whose age and terms box is ticked here. */
  form: { values: { agreement: boolean }; set(field: 'agreement', value: boolean): void }
  errors: ReturnType<typeof useFieldErrors>
  /** The form's fields: a refusal that names none of them shows above the submit. */
  fields: readonly string[]
  pending: boolean
  /** The other registration, for a member who wants the longer or the shorter form. */
  other: { name: 'Register' | 'SimpleRegistration'; labelKey: string }
}

/** What both registration forms end with: the age and terms box, the submit, and the ways out. */
export function RegistrationActions({ form, errors, fields, pending, other }: RegistrationActionsProps) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const formError = errors.form(fields)
  return (
    <>
      <AgreementField checked={form.values.agreement} onChange={(checked) => form.set('agreement', checked)} error={errors.field('agreement')} />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: other.name })}>
          {t(other.labelKey)}
        </button>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'Login' })}>
          {t('register.to_login')}
        </button>
      </div>
    </>
  )
}
