import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { AgreementField } from '../forms/AgreementField'

interface RegistrationActionsProps {
  agreed: boolean
  onAgree: (agreed: boolean) => void
  agreementError: string | undefined
  formError: string | undefined
  pending: boolean
  /** The other registration, for a member who wants the longer or the shorter form. */
  other: { name: 'Register' | 'SimpleRegistration'; labelKey: string }
}

/** What both registration forms end with: the age and terms box, the submit, and the ways out. */
export function RegistrationActions({ agreed, onAgree, agreementError, formError, pending, other }: RegistrationActionsProps) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  return (
    <>
      <AgreementField checked={agreed} onChange={onAgree} error={agreementError} />
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
