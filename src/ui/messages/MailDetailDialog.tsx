import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { NeedsConnection } from '../pwa/NeedsConnection'
import { SafeHtml } from '../sanitize/SafeHtml'
import { PrizeAmount } from './PrizeAmount'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

/** One message, opened from its list page: reading it marks it read, and a prize it carries can be claimed once. */
export default function MailDetailDialog({ props }: DialogComponentProps<'MailDetail'>) {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const { member } = useMember()
  const list = useQuery(memberQueries.messages.page(member.id, props.kind, props.page))
  const message = list.data?.messages.find((m) => m.id === props.id)

  const { mutate: markRead } = useMutation({
    mutationFn: (id: number) => api.batchReadMemberPrivateMessage({ ids: [id] }),
  })
  const unreadId = message && !message.read ? message.id : null
  const markedRead = useRef(false)
  useEffect(() => {
    if (unreadId === null || markedRead.current) return
    markedRead.current = true
    markRead(unreadId)
  }, [unreadId, markRead])

  const claim = useBegunFlow(flows.claimPrize)
  // The claim flow serves one message at a time; what it says belongs to the message it claimed.
  const claimingThis = claim.values?.id === props.id

  if (list.isPending) return <Spinner />
  if (!message) return <p className="empty">{t('messages.gone')}</p>

  return (
    <article className="mail-detail">
      <h3>{message.title}</h3>
      <DateTime className="news-date" iso={message.createdAt} />
      <SafeHtml html={message.body} />
      {message.prize && (
        <div className="mail-prize">
          <p>
            {t('messages.prize')}: <strong><PrizeAmount prize={message.prize} /></strong>
          </p>
          {message.prize.claimed ? (
            <p className="muted">{t('messages.prize_claimed_note')}</p>
          ) : (
            <NeedsConnection>
              <button type="button" className="button button-block" disabled={claim.busy} onClick={() => claim.submit({ id: message.id })}>
                {t('messages.claim_prize')}
              </button>
            </NeedsConnection>
          )}
          {claimingThis && <FlowNotice step={claim.step} recovered={claim.recovered} onCheck={claim.check} />}
          {claimingThis && <FormError error={claim.error} />}
        </div>
      )}
    </article>
  )
}
