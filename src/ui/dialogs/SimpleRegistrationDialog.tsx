import { useTranslation } from 'react-i18next'
import { simplyApplyRequest, type RequestOf } from '../../api/contract'
import { referralCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'
import { AgreementField } from '../forms/AgreementField'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { useRegistration } from './useRegistration'

const FIELDS = ['username', 'password', 'referralCode', 'agreement'] as const

/** Quick registration (`simplyApply`): a username and a password are enough to start. */
export default function SimpleRegistrationDialog() {
  const { api, dialogs } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(simplyApplyRequest, { username: '', password: '', referralCode: referralCode(), agreement: false })
  const apply = useRegistration((values: RequestOf<'simplyApply'>) => api.simplyApply(values))
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, apply)
  const formError = errors.form(FIELDS)

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField {...fieldProps('username')} autoComplete="username" />
      <TextField {...fieldProps('password')} type="password" autoComplete="new-password" revealable />
      <TextField {...fieldProps('referralCode')} autoComplete="off" />
      <AgreementField checked={form.values.agreement === true} onChange={(checked) => form.set('agreement', checked)} error={errors.field('agreement')} />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={apply.isPending}>
        {apply.isPending ? t('register.submitting') : t('register.submit')}
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'Register' })}>
          {t('register.to_full')}
        </button>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'Login' })}>
          {t('register.to_login')}
        </button>
      </div>
    </form>
  )
}
