import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INQUIRY_PAGE_SIZE } from '../../api/inquiryQueries'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import './service.css'
import { Pager } from '../forms/Pager'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

/** Every inquiry of the member, newest activity first, with its status and unread replies; each opens its thread. */
export function InquiryList({ openId }: { openId: number | undefined }) {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const [page, setPage] = useState(1)
  const list = useQuery(memberQueries.inquiries.list(member.id, 'all', page))
  const inquiries = list.data?.inquiries ?? []
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INQUIRY_PAGE_SIZE))

  return (
    <section aria-labelledby="inquiries-title">
      <h2 id="inquiries-title">{t('service.inquiries')}</h2>
      {inquiries.length === 0 ? (
        <p className="empty">{t('service.no_inquiries')}</p>
      ) : (
        <ul className="inquiry-list">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="inquiry-row" data-testid="inquiry-row" aria-current={inquiry.id === openId ? 'true' : undefined}>
              <Link to="/member/customer-service-center" search={{ inquiry: inquiry.id }} className="inquiry-open">
                <span className="inquiry-reference">{inquiry.reference}</span>
                <span>{t(`service.category.${inquiry.category}`)}</span>
                <span className="inquiry-excerpt">{inquiry.excerpt}</span>
              </Link>
              <span className="inquiry-meta">
                <StatusBadge kind="inquiry" status={inquiry.status} />
                {inquiry.unreadReplies > 0 && <span className="chip message-unread">{t('service.unread_replies', { count: inquiry.unreadReplies })}</span>}
                <DateTime className="hint" iso={inquiry.updatedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager label={t('service.pages')} page={page} pages={pages} onPage={setPage} />
    </section>
  )
}
