import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { editForgotPasswordRequest, forgotPasswordCodeRequest } from '../../shared/calls/member'
import { useFlows } from '../flows/useFlows'
import { useFlow } from '../flows/useFlow'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'

/** A forgotten password: a code is sent for the username, then the code sets a new password. Each
 *  step is a flow; the second opens once the first is done. */
export default function ForgetPasswordDialog() {
  const flows = useFlows()
  const code = useFlow(flows.resetCode)
  const { begin: beginCode } = code
  const { begin: beginReset } = useFlow(flows.resetPassword)
  useEffect(() => {
    beginCode()
    beginReset()
  }, [beginCode, beginReset])
  return code.step === 'done' && code.values ? <SetNewPassword username={code.values.username} onRestart={beginCode} /> : <AskForCode />
}

function AskForCode() {
  const flows = useFlows()
  const { t } = useTranslation()
  const form = useContractForm(forgotPasswordCodeRequest, { username: '' })
  const send = useFlow(flows.resetCode)
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, send)
  const formError = errors.form(['username'])
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="hint">{t('forgot.intro')}</p>
      <TextField {...fieldProps('username')} autoComplete="username" />
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={send.busy}>
        {t('forgot.send_code')}
      </button>
    </form>
  )
}

const RESET_FIELDS = ['code', 'newPassword', 'confirmPassword'] as const

function SetNewPassword({ username, onRestart }: { username: string; onRestart: () => void }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const form = useContractForm(editForgotPasswordRequest, { username, code: '', newPassword: '', confirmPassword: '' })
  const reset = useFlow(flows.resetPassword)
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
      <button type="submit" className="button button-block" disabled={reset.busy}>
        {t('forgot.submit')}
      </button>
      <button type="button" className="link-button" onClick={onRestart}>
        {t('forgot.send_again')}
      </button>
    </form>
  )
}
