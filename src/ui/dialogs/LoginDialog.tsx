import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loginRequest } from '../../shared/calls/member'
import { deviceId } from '../../app/deviceId'
import { useServices } from '../../app/services'
import { REMEMBERED_USERNAME_KEY } from '../../app/storage'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'

export default function LoginDialog() {
  const { api, session, dialogs } = useServices()
  const { t } = useTranslation()
  const remembered = localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? ''
  const form = useContractForm(loginRequest, { username: remembered, password: '' })
  const [remember, setRemember] = useState(remembered !== '')

  const login = useMutation({
    mutationFn: async (values: { username: string; password: string }) =>
      api.memberLogin({ ...values, deviceId: await deviceId() }),
    onSuccess: (grant, values) => {
      if (remember) localStorage.setItem(REMEMBERED_USERNAME_KEY, values.username)
      else localStorage.removeItem(REMEMBERED_USERNAME_KEY)
      session.send({ type: 'session.authenticated', token: grant.token })
      dialogs.send({ type: 'dialog.close' })
    },
  })

  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(login))
  const formError = errors.form(['username', 'password'])

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
