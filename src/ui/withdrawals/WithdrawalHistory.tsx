import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../../api/cashierQueries'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { Pager } from '../forms/Pager'
import { RecordList } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
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
          <RecordList
            label={t('withdrawal.history')}
            records={history.data.withdrawals}
            recordKey={(withdrawal) => withdrawal.id}
            recordTestId="withdrawal"
            columns={[
              { header: t('deposit.created_at'), cell: (withdrawal) => <time dateTime={withdrawal.createdAt}>{format.dateTime(withdrawal.createdAt)}</time> },
              { header: t('deposit.reference'), className: () => 'transfer-reference', cell: (withdrawal) => withdrawal.reference },
              { header: t('field.amount'), lead: true, numeric: true, cell: (withdrawal) => format.money(withdrawal.amount, member.currency) },
              { header: t('field.destination'), cell: (withdrawal) => withdrawal.destination },
              { header: t('field.status'), lead: true, cell: (withdrawal) => <StatusBadge kind="withdrawal" status={withdrawal.status} reason={withdrawal.reason} /> },
              { header: t('deposit.decided_at'), cell: (withdrawal) => (withdrawal.decidedAt ? format.dateTime(withdrawal.decidedAt) : '—') },
            ]}
          />
          <Pager label={t('withdrawal.history_pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
