import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useErrorText } from '../useErrorText'
import { FormError } from '../forms/FormError'

/**
 * Closing the account, after the password again. Money still in it must be withdrawn first (the
 * server refuses otherwise); once closed, the server ends every session and the site logs out.
 */
export function AccountClosureForm() {
  const { t } = useTranslation()
  const { api, session, toasts } = useServices()
  const errorText = useErrorText()
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const close = useMutation<unknown, ApiError, string>({
    mutationFn: (typed) => api.closeAccount({ password: typed }),
    onSuccess: () => {
      toasts.send({ type: 'toast.show', toast: { type: 'info', msg: 'closure.closed' } })
      session.send({ type: 'session.logout' })
    },
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (password) close.mutate(password)
  }
  return (
    <section aria-labelledby="closure-title" className="panel">
      <h2 id="closure-title">{t('closure.title')}</h2>
      <p>{t('closure.intro')}</p>
      <p>
        {t('closure.withdraw_first')} <Link to="/member/withdrawal">{t('closure.withdraw_link')}</Link>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('closure.password')}
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          error={submitted && !password ? errorText('back.errorCode.field_required', { field: 'password' }) : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError error={close.error?.body} />
        <button type="submit" className="button button-danger" disabled={close.isPending}>
          {t('closure.submit')}
        </button>
      </form>
    </section>
  )
}
