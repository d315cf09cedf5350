import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlatformTransferRecord } from '../../shared/calls/play'
import { TRANSFER_PAGE_SIZE } from '../../shared/memberFirstReads'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { HistoryPanel, useRequestColumns } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
import { useFormat } from '../useFormat'

/** The member's platform transfers, newest first, each with its reference and what happens next. */
export function TransferHistory() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const [page, setPage] = useState(1)
  const history = useQuery({ ...queries.play.transfers(member.id, page), placeholderData: keepPreviousData })
  const requestColumns = useRequestColumns<PlatformTransferRecord>()

  return (
    <HistoryPanel
      title={t('wallet.history')}
      empty={t('wallet.no_transfers')}
      pagesLabel={t('wallet.history_pages')}
      page={history.data && { number: page, total: history.data.total, records: history.data.transfers }}
      pageSize={TRANSFER_PAGE_SIZE}
      onPage={setPage}
      recordKey={(transfer) => transfer.id}
      recordTestId="platform-transfer"
      columns={[
        ...requestColumns,
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
  )
}
