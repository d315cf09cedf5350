import { useTranslation } from 'react-i18next'
import { applyRequest, type RequestOf } from '../../api/contract'
import { referralCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'
import { AgreementField } from '../forms/AgreementField'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { useRegistration } from './useRegistration'

const FIELDS = ['username', 'password', 'confirmPassword', 'realName', 'phone', 'email', 'referralCode', 'agreement'] as const

/** Full registration (`apply`): the member's details, checked as typed and again by the server. */
export default function RegisterDialog() {
  const { api, dialogs } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(applyRequest, {
    username: '', password: '', confirmPassword: '', realName: '', phone: '', email: '',
    referralCode: referralCode(), agreement: false,
  })
  const apply = useRegistration((values: RequestOf<'apply'>) => api.apply(values))
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, apply)
  const text = (name: (typeof FIELDS)[number], type = 'text', autoComplete = 'off') => (
    <TextField {...fieldProps(name)} type={type} autoComplete={autoComplete} revealable={type === 'password'} />
  )
  const formError = errors.form(FIELDS)

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {text('username', 'text', 'username')}
      {text('password', 'password', 'new-password')}
      {text('confirmPassword', 'password', 'new-password')}
      {text('realName', 'text', 'name')}
      {text('phone', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      {text('referralCode')}
      <AgreementField checked={form.values.agreement === true} onChange={(checked) => form.set('agreement', checked)} error={errors.field('agreement')} />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={apply.isPending}>
        {apply.isPending ? t('register.submitting') : t('register.submit')}
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'SimpleRegistration' })}>
          {t('register.to_simple')}
        </button>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'Login' })}>
          {t('register.to_login')}
        </button>
      </div>
    </form>
  )
}
