import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { twoFactorCodeRequest } from '../../shared/calls/security'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'

/** One two-factor code (from the app, or a recovery code) sent by `mutation`: turning the login on or off. */
export function CodeForm<T>({ mutation, submitLabel, danger = false }: { mutation: UseMutationResult<T, Error, { code: string }>; submitLabel: string; danger?: boolean }) {
  const { t } = useTranslation()
  const form = useContractForm(twoFactorCodeRequest, { code: '' })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(mutation))
  const formError = errors.form(['code'])
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField {...fieldProps('code')} label={t('security.code')} autoComplete="one-time-code" aria-description={t('security.code_hint')} />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className={danger ? 'button button-danger' : 'button'} disabled={mutation.isPending}>
        {submitLabel}
      </button>
    </form>
  )
}
