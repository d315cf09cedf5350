import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectMember, selectUnreadMember, selectUnreadService } from '../../machines/session/selectors'
import { useOnline } from '../pwa/useOnline'
import { useFormat } from '../useFormat'

/**
 * The header's member corner: the main balance, which opens the wallet menu (points, unread
 * messages and replies, the member area). Offline, the balance is the last one known and says when
 * it was read.
 */
export default function MemberSummary() {
  const { session, queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const online = useOnline()
  const member = useSelector(session, selectMember)
  const unreadMember = useSelector(session, selectUnreadMember)
  const unreadService = useSelector(session, selectUnreadService)
  const memberId = member?.id ?? 0
  const balance = useQuery({ ...queries.balance(memberId), enabled: member !== null })
  const point = useQuery({ ...queries.point(memberId), enabled: member !== null })
  const menuId = useId()
  const corner = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  // Whether the menu is open is layout state, not application state.
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !corner.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  if (!member) return null
  const unread = unreadMember + unreadService
  const readAt = balance.dataUpdatedAt ? format.readAt(balance.dataUpdatedAt) : null
  const staleAt = !online && readAt ? readAt : null
  return (
    <div
      ref={corner}
      className="wallet"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        toggle.current?.focus()
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="wallet-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="header-balance"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="stat-label">{staleAt ? t('header.balance_at', { time: staleAt }) : t('header.balance')}</span>
        <span className="stat-value">{balance.data ? format.money(balance.data.balance, member.currency) : '…'}</span>
        {unread > 0 && (
          <span className="badge">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('header.unread_total', { count: unread })}</span>
          </span>
        )}
      </button>
      <div id={menuId} className="wallet-menu" hidden={!open}>
        <Link to="/member" className="wallet-member" onClick={() => setOpen(false)}>
          {member.username}
        </Link>
        <p className="wallet-line" data-testid="header-point">
          <span>{t('header.points')}</span> <span className="stat-value">{point.data ? format.number(point.data.point) : '…'}</span>
        </p>
        <Link to="/member/member-message" className="wallet-line" onClick={() => setOpen(false)}>
          {t('header.unread_messages', { count: unreadMember })}
        </Link>
        <Link to="/member/customer-service-center" className="wallet-line" onClick={() => setOpen(false)}>
          {t('header.unread_service', { count: unreadService })}
        </Link>
        {staleAt && (
          <p className="wallet-offline">
            {t('header.balance_offline', { time: staleAt })}
          </p>
        )}
      </div>
    </div>
  )
}
