import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TRANSFER_PAGE_SIZE } from '../../api/playQueries'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { RequestStatus } from '../requests/RequestStatus'
import { useFormat } from '../useFormat'

/** The member's platform transfers, newest first, each with its reference and what happens next. */
export function TransferHistory() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const [page, setPage] = useState(1)
  const history = useQuery({ ...queries.play.transfers(member.id, page), placeholderData: keepPreviousData })
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / TRANSFER_PAGE_SIZE)) : 1

  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('wallet.history')}</h2>
      {history.isPending && <div className="spinner" role="progressbar" aria-label={t('common.loading')} />}
      {history.data?.total === 0 && <p className="empty">{t('wallet.no_transfers')}</p>}
      {history.data && history.data.total > 0 && (
        <>
          <ul className="transfer-list">
            {history.data.transfers.map((transfer) => (
              <li key={transfer.id} data-testid="platform-transfer">
                <span className="transfer-reference">{transfer.reference}</span>{' '}
                <span>{t(`wallet.direction_short.${transfer.direction}`, { platform: transfer.platformName })}</span>{' '}
                <strong>{format.money(transfer.amount, member.currency)}</strong>{' '}
                <RequestStatus kind="platform_transfer" status={transfer.status} reason={transfer.reason} />{' '}
                <time className="news-date" dateTime={transfer.createdAt}>
                  {format.dateTime(transfer.createdAt)}
                </time>
                {transfer.status === 'pending' && <p className="hint">{t('wallet.pending_next')}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t('wallet.history_pages')}>
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
