import { useMutation } from '@tanstack/react-query'
import { type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { simplyApplyRequest, type RequestOf } from '../../api/contract'
import { deviceId } from '../../app/deviceId'
import { referralCode, subAgentCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'
import { AgreementField } from '../forms/AgreementField'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFieldBinding } from '../forms/useFieldBinding'
import { useFieldErrors } from '../forms/useFieldErrors'

const FIELDS = ['username', 'password', 'referralCode', 'agreement'] as const

/** Quick registration (`simplyApply`): a username and a password are enough to start. */
export default function SimpleRegistrationDialog() {
  const { api, session, dialogs } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(simplyApplyRequest, { username: '', password: '', referralCode: referralCode(), agreement: false })
  const apply = useMutation({
    mutationFn: async (values: RequestOf<'simplyApply'>) =>
      api.simplyApply({ ...values, ...(subAgentCode() ? { subAgentCode: subAgentCode() } : {}), deviceId: await deviceId() }),
    onSuccess: (grant) => {
      session.send({ type: 'session.authenticated', token: grant.token })
      dialogs.send({ type: 'dialog.closeAll' })
    },
  })
  const errors = useFieldErrors(form, apply.error)
  const fieldProps = useFieldBinding(form, errors)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const values = form.submit()
    if (values) apply.mutate(values)
  }
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
