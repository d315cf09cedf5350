import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { VERIFICATION_WITHDRAWAL_LIMIT, type DocumentUpload } from '../../shared/calls/verification'
import { DocumentField } from '../forms/DocumentField'
import { FactsList } from '../forms/FactsList'
import { SentDocument } from './SentDocument'
import { StatusBadge } from '../forms/StatusBadge'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { useMember } from './useMember'
import { VERIFICATION_SECTION_ID } from './verificationAnchor'

/**
 * The member's identity verification on their account: the status (from member info, which the live
 * events refresh when the operator decides), what to do next, the reason of a rejection, and the
 * upload form while a document may be sent (before the first one, and after a rejection).
 */
export function VerificationSection() {
  const { t } = useTranslation()
  const { api, toasts } = useServices()
  const { member } = useMember()
  const format = useFormat()
  const errorText = useErrorText()
  const { status, reason, reference, documentId } = member.verification
  const [document, setDocument] = useState<DocumentUpload | null>(null)
  const [round, setRound] = useState(0)
  const [submitted, setSubmitted] = useState(false)
  const send = useMutation<unknown, ApiError, DocumentUpload>({
    mutationFn: (chosen) => api.submitVerificationDocument({ document: chosen }),
    onSuccess: () => {
      setDocument(null)
      setSubmitted(false)
      setRound((n) => n + 1)
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'verification.sent' } })
    },
  })
  const open = status === 'unverified' || status === 'rejected'
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (document && !send.isPending) send.mutate(document)
  }
  const facts: Array<[string, ReactNode]> = [[t('verification.status'), <StatusBadge key="status" kind="verification" status={status} reason={reason} />]]
  if (reference) facts.push([t('verification.reference'), reference])
  const refusal = send.error ? errorText(`back.errorCode.${send.error.body.errorMessage}`, send.error.body.errorValues) : undefined
  const fieldError = send.error?.body.errorValues.field === 'document' ? refusal : undefined
  return (
    <section id={VERIFICATION_SECTION_ID} aria-labelledby="verification-title" className="panel panel-anchored">
      <h2 id="verification-title">{t('verification.title')}</h2>
      <p>{t('verification.intro', { limit: format.money(VERIFICATION_WITHDRAWAL_LIMIT, member.currency) })}</p>
      <FactsList rows={facts} />
      {documentId !== null && <SentDocument key={documentId} documentId={documentId} />}
      <p>{t(`verification.next.${status}`)}</p>
      {open && (
        <form className="form" onSubmit={onSubmit} noValidate>
          <DocumentField
            key={round}
            onChange={setDocument}
            error={fieldError ?? (submitted && !document ? errorText('back.errorCode.field_required', { field: 'document' }) : undefined)}
          />
          {refusal && !fieldError && (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="button" disabled={send.isPending}>
            {t('verification.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
