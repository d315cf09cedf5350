import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import './service.css'
import { Spinner } from '../progress/Spinner'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

/** The member's inquiries still awaiting a reply, or with a reply not read yet; each opens its thread. */
export default function PendingInquiriesDialog() {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const list = useQuery(memberQueries.inquiries.list(member.id, 'pending', 1))

  if (list.isPending) return <Spinner />
  const inquiries = list.data?.inquiries ?? []
  return (
    <div className="form">
      {inquiries.length === 0 ? (
        <p className="empty">{t('service.nothing_pending')}</p>
      ) : (
        <ul className="inquiry-list">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="inquiry-row">
              <Link
                to="/member/customer-service-center"
                search={{ inquiry: inquiry.id }}
                className="inquiry-open"
                onClick={() => dialogs.send({ type: 'dialog.closeAll' })}
              >
                <span className="inquiry-reference">{inquiry.reference}</span>
                <span className="inquiry-excerpt">{inquiry.excerpt}</span>
              </Link>
              <span className="inquiry-meta">
                {inquiry.unreadReplies > 0 ? (
                  <span className="chip message-unread">{t('service.unread_replies', { count: inquiry.unreadReplies })}</span>
                ) : (
                  <StatusBadge kind="inquiry" status={inquiry.status} />
                )}
                <DateTime className="hint" iso={inquiry.updatedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > inquiries.length && <p className="hint">{t('service.more_pending', { count: (list.data?.total ?? 0) - inquiries.length })}</p>}
      <CloseDialogButton />
    </div>
  )
}
