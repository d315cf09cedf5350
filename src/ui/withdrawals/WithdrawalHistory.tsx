import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../../api/cashierQueries'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { RequestStatus } from '../requests/RequestStatus'
import { useFormat } from '../useFormat'

/** The member's withdrawals, newest first: reference, amount, destination, status with the reason, times. */
export function WithdrawalHistory() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const [page, setPage] = useState(1)
  const history = useQuery(queries.cashier.withdrawals(member.id, page))
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / WITHDRAWAL_HISTORY_PAGE_SIZE)) : 1

  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('withdrawal.history')}</h2>
      {history.isPending && <div className="spinner" role="progressbar" aria-label={t('common.loading')} />}
      {history.data?.total === 0 && <p className="empty">{t('withdrawal.no_history')}</p>}
      {history.data && history.data.total > 0 && (
        <>
          <ul className="transfer-list">
            {history.data.withdrawals.map((withdrawal) => (
              <li key={withdrawal.id} data-testid="withdrawal">
                <span className="transfer-reference">{withdrawal.reference}</span>{' '}
                <strong>{format.money(withdrawal.amount, member.currency)}</strong>{' '}
                <span>{withdrawal.destination}</span>{' '}
                <RequestStatus kind="withdrawal" status={withdrawal.status} reason={withdrawal.reason} />{' '}
                <time className="news-date" dateTime={withdrawal.createdAt}>
                  {format.dateTime(withdrawal.createdAt)}
                </time>
                {withdrawal.decidedAt && (
                  <>
                    {' '}
                    <span className="hint">{t('withdrawal.decided_at', { time: format.dateTime(withdrawal.decidedAt) })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t('withdrawal.history_pages')}>
              <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('bets.previous')}
              </button>
              <span>{t('bets.page_of', { page, pages })}</span>
              <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('bets.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  )
}
