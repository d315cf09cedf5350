import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { INQUIRY_TEXT_MAX, inquiryReplyRequest } from '../../shared/calls/service'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { ImageField } from '../forms/ImageField'
import { UploadedImage } from '../forms/UploadedImage'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import { TextAreaField } from './TextAreaField'
import { useClearedWhenSent } from './useClearedWhenSent'
import './service.css'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

const FIELDS = ['text', 'image'] as const

/** One inquiry's thread. Everything in it is plain text, shown as text; opening it marks its replies read. */
export function InquiryThread({ inquiryId }: { inquiryId: number }) {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const thread = useQuery(memberQueries.inquiries.thread(member.id, inquiryId))

  const { mutate: markRead } = useMutation({ mutationFn: () => api.readInquiry({ inquiryId }) })
  const unread = thread.data?.inquiry.unreadReplies ?? 0
  const marked = useRef(0)
  useEffect(() => {
    if (unread === 0 || marked.current === unread) return
    marked.current = unread
    markRead()
  }, [unread, markRead])

  if (thread.isPending) return <Spinner />
  if (!thread.data) return <p className="empty">{t('service.gone')}</p>
  const { inquiry, posts } = thread.data

  return (
    <section aria-labelledby="thread-title" className="inquiry-thread">
      <h2 id="thread-title">{t('service.thread', { reference: inquiry.reference })}</h2>
      <p>
        {t(`service.category.${inquiry.category}`)} · <StatusBadge kind="inquiry" status={inquiry.status} />
      </p>
      <ol className="thread" aria-label={t('service.posts')}>
        {posts.map((post) => (
          <li key={post.id} className={`post post-${post.author}`} data-testid="inquiry-post">
            <p className="post-author">
              <strong>{post.author === 'member' ? t('service.you') : t('service.support')}</strong>{' '}
              <DateTime className="hint" iso={post.createdAt} />
            </p>
            <p className="post-text">{post.text}</p>
            {post.imageId !== null && <UploadedImage id={post.imageId} alt={t('service.attachment')} />}
          </li>
        ))}
      </ol>
      {inquiry.status !== 'closed' && <ReplyForm key={inquiry.id} inquiryId={inquiry.id} />}
    </section>
  )
}

function ReplyForm({ inquiryId }: { inquiryId: number }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const form = useContractForm(inquiryReplyRequest, { inquiryId, text: '', image: undefined })
  const send = useBegunFlow(flows.replyInquiry)
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, send)
  const formError = errors.form(FIELDS)
  const round = useClearedWhenSent(form, send.step === 'done' && send.result?.id === inquiryId ? send.result : null, send.begin)

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('service.write_back')}>
      <TextAreaField {...fieldProps('text')} label={t('service.write_back')} maxChars={INQUIRY_TEXT_MAX} />
      <ImageField key={round} name="image" value={form.values.image ?? null} onChange={(image) => form.set('image', image ?? undefined)} error={errors.field('image')} />
      {formError && <p className="form-error">{formError}</p>}
      <FlowNotice step={send.step} recovered={send.recovered} onCheck={send.check} />
      <button type="submit" className="button" disabled={send.busy}>
        {t('service.send_reply')}
      </button>
    </form>
  )
}
