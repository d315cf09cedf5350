import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TRANSFER_PAGE_SIZE } from '../../api/playQueries'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { Pager } from '../forms/Pager'
import { RecordList } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
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
          <RecordList
            label={t('wallet.history')}
            records={history.data.transfers}
            recordKey={(transfer) => transfer.id}
            recordTestId="platform-transfer"
            columns={[
              { header: t('deposit.created_at'), cell: (transfer) => <time dateTime={transfer.createdAt}>{format.dateTime(transfer.createdAt)}</time> },
              { header: t('deposit.reference'), className: () => 'transfer-reference', cell: (transfer) => transfer.reference },
              { header: t('field.platform'), cell: (transfer) => t(`wallet.direction_short.${transfer.direction}`, { platform: transfer.platformName }) },
              { header: t('field.amount'), lead: true, numeric: true, cell: (transfer) => format.money(transfer.amount, member.currency) },
              {
                header: t('field.status'),
                lead: true,
                cell: (transfer) => (
                  <>
                    <StatusBadge kind="platform_transfer" status={transfer.status} reason={transfer.reason} />
                    {transfer.status === 'pending' && <span className="hint record-note">{t('wallet.pending_next')}</span>}
                  </>
                ),
              },
            ]}
          />
          <Pager label={t('wallet.history_pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
