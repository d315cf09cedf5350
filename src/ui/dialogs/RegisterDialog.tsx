import { applyRequest } from '../../shared/calls/member'
import type { RequestOf } from '../../shared/contract'
import { referralCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { RegistrationActions } from './RegistrationActions'
import { useRegistration } from './useRegistration'

const FIELDS = ['username', 'password', 'confirmPassword', 'realName', 'phone', 'email', 'referralCode', 'agreement'] as const

/** Full registration (`apply`): the member's details, checked as typed and again by the server. */
export default function RegisterDialog() {
  const { api } = useServices()
  const form = useContractForm(applyRequest, {
    username: '', password: '', confirmPassword: '', realName: '', phone: '', email: '',
    referralCode: referralCode(), agreement: false,
  })
  const apply = useRegistration((values: RequestOf<'apply'>) => api.apply(values))
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(apply))
  const text = (name: (typeof FIELDS)[number], type = 'text', autoComplete = 'off') => (
    <TextField {...fieldProps(name)} type={type} autoComplete={autoComplete} revealable={type === 'password'} />
  )

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {text('username', 'text', 'username')}
      {text('password', 'password', 'new-password')}
      {text('confirmPassword', 'password', 'new-password')}
      {text('realName', 'text', 'name')}
      {text('phone', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      {text('referralCode')}
      <RegistrationActions form={form} errors={errors} fields={FIELDS} pending={apply.isPending} other={{ name: 'SimpleRegistration', labelKey: 'register.to_simple' }} />
    </form>
  )
}
