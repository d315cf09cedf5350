import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { editForgotPasswordRequest, forgotPasswordCodeRequest, type RequestOf } from '../../api/contract'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'

/** A forgotten password: a code is sent for the username, then the code sets a new password. */
export default function ForgetPasswordDialog() {
  const [username, setUsername] = useState<string | null>(null)
  return username === null ? <AskForCode onSent={setUsername} /> : <SetNewPassword username={username} onRestart={() => setUsername(null)} />
}

function AskForCode({ onSent }: { onSent: (username: string) => void }) {
  const { api } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(forgotPasswordCodeRequest, { username: '' })
  const send = useMutation({
    mutationFn: (values: RequestOf<'sendForgotPasswordCode'>) => api.sendForgotPasswordCode(values),
    onSuccess: (_, values) => onSent(values.username),
  })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, send)
  const formError = errors.form(['username'])
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="hint">{t('forgot.intro')}</p>
      <TextField {...fieldProps('username')} autoComplete="username" />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={send.isPending}>
        {t('forgot.send_code')}
      </button>
    </form>
  )
}

const RESET_FIELDS = ['code', 'newPassword', 'confirmPassword'] as const

function SetNewPassword({ username, onRestart }: { username: string; onRestart: () => void }) {
  const { api, dialogs, toasts } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(editForgotPasswordRequest, { username, code: '', newPassword: '', confirmPassword: '' })
  const reset = useMutation({
    mutationFn: (values: RequestOf<'editForgotPassword'>) => api.editForgotPassword(values),
    onSuccess: () => {
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'forgot.done' } })
      dialogs.send({ type: 'dialog.replace', name: 'Login' })
    },
  })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, reset)
  const formError = errors.form(RESET_FIELDS)
  const field = (name: (typeof RESET_FIELDS)[number], type: string, autoComplete: string) => (
    <TextField
      {...fieldProps(name)}
      type={type}
      autoComplete={autoComplete}
      inputMode={name === 'code' ? 'numeric' : undefined}
      revealable={type === 'password'}
    />
  )
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="hint" role="status">
        {t('forgot.code_sent', { username })}
      </p>
      {field('code', 'text', 'one-time-code')}
      {field('newPassword', 'password', 'new-password')}
      {field('confirmPassword', 'password', 'new-password')}
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={reset.isPending}>
        {t('forgot.submit')}
      </button>
      <button type="button" className="link-button" onClick={onRestart}>
        {t('forgot.send_again')}
      </button>
    </form>
  )
}
