import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { deviceId } from '../../app/deviceId'
import { useServices } from '../../app/services'
import { twoFactorCodeRequest } from '../../shared/calls/security'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'

/**
 * The Login dialog's second step for an account with two-factor login: a code from the authenticator
 * app or a recovery code, under the challenge the password step gave (held by the session machine).
 * An expired challenge sends the member back to the password, with `onExpired` saying why.
 */
export function LoginCodeStep({ challenge, onDone, onExpired }: { challenge: string; onDone: () => void; onExpired: (error: ApiError) => void }) {
  const { api, session } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(twoFactorCodeRequest, { code: '' })
  const verify = useMutation({
    mutationFn: async ({ code }: { code: string }) => api.memberLoginCode({ challenge, code, deviceId: await deviceId() }),
    onSuccess: (grant) => {
      session.send({ type: 'session.authenticated', token: grant.token })
      onDone()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.body.errorMessage === 'login_step_expired') {
        onExpired(error)
        session.send({ type: 'session.codeCancelled' })
      }
    },
  })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(verify))
  const formError = errors.form(['code'])
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('login.code_intro')}</p>
      <TextField {...fieldProps('code')} label={t('login.code')} autoComplete="one-time-code" inputMode="text" autoFocus />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={verify.isPending}>
        {t('login.verify')}
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => session.send({ type: 'session.codeCancelled' })}>
          {t('login.back')}
        </button>
      </div>
    </form>
  )
}
