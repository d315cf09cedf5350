import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectMember, selectToken, selectUnreadMember, selectUnreadService } from '../../machines/session/selectors'
import { useFormat } from '../useFormat'

/** The header's member corner: balance, points and unread counts. */
export function MemberSummary() {
  const { session, queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const token = useSelector(session, selectToken)
  const member = useSelector(session, selectMember)
  const unreadMember = useSelector(session, selectUnreadMember)
  const unreadService = useSelector(session, selectUnreadService)
  const balance = useQuery(queries.balance(token))
  const point = useQuery(queries.point(token))
  if (!member) return null
  return (
    <div className="member-summary">
      <Link to="/member" className="member-name">
        {member.username}
      </Link>
      <span className="stat" data-testid="header-balance">
        <span className="stat-label">{t('header.balance')}</span>
        <span className="stat-value">{balance.data ? format.money(balance.data.balance, member.currency) : '…'}</span>
      </span>
      <span className="stat" data-testid="header-point">
        <span className="stat-label">{t('header.points')}</span>
        <span className="stat-value">{point.data ? format.number(point.data.point) : '…'}</span>
      </span>
      <Link to="/member/member-message" className="badge-link" aria-label={t('header.unread_messages', { count: unreadMember })}>
        ✉<span className="badge">{unreadMember}</span>
      </Link>
      <Link
        to="/member/customer-service-center"
        className="badge-link"
        aria-label={t('header.unread_service', { count: unreadService })}
      >
        ☎<span className="badge">{unreadService}</span>
      </Link>
    </div>
  )
}
