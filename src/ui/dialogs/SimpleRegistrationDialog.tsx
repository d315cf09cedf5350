import { simplyApplyRequest } from '../../shared/calls/member'
import type { RequestOf } from '../../shared/contract'
import { referralCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { RegistrationActions } from './RegistrationActions'
import { useRegistration } from './useRegistration'

const FIELDS = ['username', 'password', 'referralCode', 'agreement'] as const

/** Quick registration (`simplyApply`): a username and a password are enough to start. */
export default function SimpleRegistrationDialog() {
  const { api } = useServices()
  const form = useContractForm(simplyApplyRequest, { username: '', password: '', referralCode: referralCode(), agreement: false })
  const apply = useRegistration((values: RequestOf<'simplyApply'>) => api.simplyApply(values))
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(apply))

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField {...fieldProps('username')} autoComplete="username" />
      <TextField {...fieldProps('password')} type="password" autoComplete="new-password" revealable />
      <TextField {...fieldProps('referralCode')} autoComplete="off" />
      <RegistrationActions form={form} errors={errors} fields={FIELDS} pending={apply.isPending} other={{ name: 'Register', labelKey: 'register.to_full' }} />
    </form>
  )
}
