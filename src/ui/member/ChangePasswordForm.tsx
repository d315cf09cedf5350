import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { editPasswordRequest } from '../../shared/calls/member'
import type { RequestOf } from '../../shared/contract'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { useMember } from './useMember'
import { useMemberQueries } from './useMemberQueries'

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' }
const FIELDS_WITH_CODE = [...FIELDS, 'code'] as const

/** Changes the member's password (with a two-factor code when that is on); the server ends every other session, and says how many. */
export function ChangePasswordForm() {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const twoFactorOn = useQuery(memberQueries.security.twoFactor(member.id)).data?.enabled === true
  const form = useContractForm(editPasswordRequest, EMPTY)
  const change = useMutation({ mutationFn: (values: RequestOf<'editPassword'>) => api.editPassword(values) })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(change))
  const formError = errors.form(FIELDS_WITH_CODE)
  return (
    <section aria-labelledby="change-password-title" className="panel">
      <h2 id="change-password-title">{t('account.change_password')}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            {...fieldProps(name)}
            type="password"
            revealable
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          />
        ))}
        {twoFactorOn && <TextField {...fieldProps('code')} label={t('security.code')} autoComplete="one-time-code" />}
        {formError && <p className="form-error">{formError}</p>}
        {change.isSuccess && (
          <p role="status" className="form-success">
            {t('account.password_changed', { count: change.data.revokedSessions })}
          </p>
        )}
        <button type="submit" className="button" disabled={change.isPending}>
          {t('account.change_password_submit')}
        </button>
      </form>
    </section>
  )
}
