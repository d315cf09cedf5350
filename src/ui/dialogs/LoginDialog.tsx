import { useMutation } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { selectLoginChallenge } from '../../machines/session/selectors'
import { loginRequest } from '../../shared/calls/member'
import { deviceId } from '../../app/deviceId'
import { useServices } from '../../app/services'
import { REMEMBERED_USERNAME_KEY } from '../../app/storage'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { useErrorText } from '../useErrorText'
import { LoginCodeStep } from './LoginCodeStep'

export default function LoginDialog() {
  const { api, session, dialogs } = useServices()
  const { t } = useTranslation()
  const remembered = localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? ''
  const form = useContractForm(loginRequest, { username: remembered, password: '' })
  const [remember, setRemember] = useState(remembered !== '')
  const challenge = useSelector(session, selectLoginChallenge)
  const errorText = useErrorText()
  // Why the code step sent the member back to the password (its challenge expired).
  const [expired, setExpired] = useState<ApiError | null>(null)
  // A login left waiting for its code when the dialog closes starts again from the password.
  useEffect(() => () => session.send({ type: 'session.codeCancelled' }), [session])

  const rememberUsername = (username: string) => {
    if (remember) localStorage.setItem(REMEMBERED_USERNAME_KEY, username)
    else localStorage.removeItem(REMEMBERED_USERNAME_KEY)
  }
  const login = useMutation({
    mutationFn: async (values: { username: string; password: string }) =>
      api.memberLogin({ ...values, deviceId: await deviceId() }),
    onMutate: () => setExpired(null),
    onSuccess: (grant, values) => {
      rememberUsername(values.username)
      session.send({ type: 'session.authenticated', token: grant.token })
      dialogs.send({ type: 'dialog.close' })
    },
    onError: (error, values) => {
      if (!(error instanceof ApiError) || error.body.errorMessage !== 'two_factor_required') return
      rememberUsername(values.username)
      session.send({ type: 'session.codeRequired', challenge: String(error.body.errorValues.challenge) })
      login.reset()
    },
  })

  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(login))
  const formError = expired ? errorText(`back.errorCode.${expired.body.errorMessage}`) : errors.form(['username', 'password'])

  if (challenge !== null) return <LoginCodeStep challenge={challenge} onDone={() => dialogs.send({ type: 'dialog.close' })} onExpired={setExpired} />

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField {...fieldProps('username')} autoComplete="username" />
      <TextField {...fieldProps('password')} type="password" autoComplete="current-password" revealable />
      <label className="checkbox">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('login.remember_username')}
      </label>
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'ForgetPassword' })}>
          {t('login.forgot_password')}
        </button>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'Register' })}>
          {t('login.to_register')}
        </button>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.replace', name: 'NonMember' })}>
          {t('login.guest_question')}
        </button>
      </div>
    </form>
  )
}
