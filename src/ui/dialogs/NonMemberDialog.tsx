import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { guestQuestionRequest } from '../../shared/calls/service'
import type { RequestOf } from '../../shared/contract'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { FieldError } from '../forms/FieldError'

const FIELDS = ['name', 'contact', 'question'] as const

/** A visitor's question to customer service, answered by the contact details they leave. */
export default function NonMemberDialog() {
  const { api, dialogs, toasts } = useServices()
  const { t } = useTranslation()
  const form = useContractForm(guestQuestionRequest, { name: '', contact: '', question: '' })
  const send = useMutation({
    mutationFn: (values: RequestOf<'guestQuestion'>) => api.guestQuestion(values),
    onSuccess: () => {
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'guest.sent' } })
      dialogs.send({ type: 'dialog.close' })
    },
  })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(send))
  const formError = errors.form(FIELDS)
  const questionError = errors.field('question')

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="hint">{t('guest.intro')}</p>
      <TextField {...fieldProps('name')} autoComplete="name" />
      <TextField {...fieldProps('contact')} autoComplete="email" />
      <div className="field">
        <label htmlFor="guest-question">{t('field.question')}</label>
        <textarea
          id="guest-question"
          name="question"
          rows={5}
          value={form.values.question}
          aria-invalid={questionError ? true : undefined}
          aria-describedby={questionError ? 'guest-question-error' : undefined}
          onChange={(e) => form.set('question', e.target.value)}
          onBlur={() => form.touch('question')}
        />
        <FieldError id="guest-question-error" error={questionError} />
      </div>
      {formError && <p className="form-error">{formError}</p>}
      <button type="submit" className="button button-block" disabled={send.isPending}>
        {t('guest.submit')}
      </button>
    </form>
  )
}
