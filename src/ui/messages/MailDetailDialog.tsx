import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isRefusal, newIdempotencyKey } from '../../api/client'
import { messageKinds } from '../../api/contract'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/registry'
import { useMember } from '../member/useMember'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useFormat } from '../useFormat'
import { PrizeAmount } from './PrizeAmount'
import { useMessagesChanged } from './useMessagesChanged'

/** One message, opened from its list page: reading it marks it read, and a prize it carries can be claimed once. */
export default function MailDetailDialog({ props }: DialogComponentProps) {
  const { api, queries, toasts } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { token } = useMember()
  const changed = useMessagesChanged()
  const kind = messageKinds.find((k) => k === props.kind) ?? 'member'
  const list = useQuery(queries.messages.page(token, kind, Number(props.page) || 1))
  const message = list.data?.messages.find((m) => m.id === props.id)

  const { mutate: markRead } = useMutation({
    mutationFn: (id: number) => api.batchReadMemberPrivateMessage({ ids: [id] }),
    onSuccess: () => changed(),
  })
  const unreadId = message && !message.read ? message.id : null
  const markedRead = useRef(false)
  useEffect(() => {
    if (unreadId === null || markedRead.current) return
    markedRead.current = true
    markRead(unreadId)
  }, [unreadId, markRead])

  // One key per claim intent: a double click or the client's retry repeats it, so the server credits once.
  const key = useRef(newIdempotencyKey())
  const claim = useMutation({
    mutationFn: (id: number) => api.getMemberPrivateMessagePrize({ id }, { idempotencyKey: key.current }),
    onSuccess: async () => {
      key.current = newIdempotencyKey()
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'messages.prize_claimed' } })
      await changed({ wallet: true })
    },
    onError: async (error) => {
      if (isRefusal(error)) key.current = newIdempotencyKey()
      // A refusal such as "already claimed" means the list is stale.
      await changed({ wallet: true })
    },
  })

  if (list.isPending) return <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
  if (!message) return <p className="empty">{t('messages.gone')}</p>

  return (
    <article className="mail-detail">
      <h3>{message.title}</h3>
      <time className="news-date" dateTime={message.createdAt}>
        {format.dateTime(message.createdAt)}
      </time>
      <SafeHtml html={message.body} />
      {message.prize && (
        <div className="mail-prize">
          <p>
            {t('messages.prize')}: <strong><PrizeAmount prize={message.prize} /></strong>
          </p>
          {message.prize.claimed ? (
            <p className="muted">{t('messages.prize_claimed_note')}</p>
          ) : (
            <button type="button" className="button button-block" disabled={claim.isPending} onClick={() => claim.mutate(message.id)}>
              {t('messages.claim_prize')}
            </button>
          )}
        </div>
      )}
    </article>
  )
}
