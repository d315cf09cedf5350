import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WithdrawalRecord } from '../../shared/calls/withdrawals'
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../../shared/memberFirstReads'
import { useMember } from '../member/useMember'
import { HistoryPanel, useRequestColumns } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
import { useFormat } from '../useFormat'
import { useMemberQueries } from '../member/useMemberQueries'

/** The member's withdrawals, newest first: reference, amount, destination, status with the reason, times. */
export function WithdrawalHistory() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const [page, setPage] = useState(1)
  const history = useQuery(memberQueries.cashier.withdrawals(member.id, page))
  const requestColumns = useRequestColumns<WithdrawalRecord>()

  return (
    <HistoryPanel
      title={t('withdrawal.history')}
      empty={t('withdrawal.no_history')}
      pagesLabel={t('withdrawal.history_pages')}
      page={history.data && { number: page, total: history.data.total, records: history.data.withdrawals }}
      pageSize={WITHDRAWAL_HISTORY_PAGE_SIZE}
      onPage={setPage}
      recordKey={(withdrawal) => withdrawal.id}
      recordTestId="withdrawal"
      columns={[
        ...requestColumns,
        { header: t('field.amount'), lead: true, numeric: true, cell: (withdrawal) => format.money(withdrawal.amount, member.currency) },
        { header: t('field.destination'), cell: (withdrawal) => withdrawal.destination },
        { header: t('field.status'), lead: true, cell: (withdrawal) => <StatusBadge kind="withdrawal" status={withdrawal.status} reason={withdrawal.reason} /> },
        { header: t('deposit.decided_at'), cell: (withdrawal) => (withdrawal.decidedAt ? format.dateTime(withdrawal.decidedAt) : '—') },
      ]}
    />
  )
}
