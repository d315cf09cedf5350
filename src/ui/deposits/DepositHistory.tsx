import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositOrder } from '../../shared/calls/deposits'
import { requestStatuses, type RequestStatus } from '../../shared/calls/requests'
import { rangeTimestamp } from '../../api/dates'
import type { DepositFilters } from '../../api/depositQueries'
import { useServices } from '../../app/services'
import { parseDay, type DayRange } from '../bets/betRange'
import { DateRangeFilter, FilterChoice } from '../forms/DateRangeFilter'
import { useMember } from '../member/useMember'
import { RecordList, useRequestColumns } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
import { useFormat } from '../useFormat'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

/** The member's deposit orders, newest first, filtered by day range (open at either end while a day
 *  is left empty: every order by default) and status; each opens DepositDetail. */
export function DepositHistory() {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const [range, setRange] = useState<DayRange>({ from: '', to: '' })
  const [status, setStatus] = useState<RequestStatus<'deposit'> | ''>('')

  const fromDay = parseDay(range.from)
  const toDay = parseDay(range.to)
  const filters: DepositFilters = {
    ...(fromDay ? { startTime: rangeTimestamp(fromDay, 'start') } : {}),
    ...(toDay ? { endTime: rangeTimestamp(toDay, 'end') } : {}),
    ...(status ? { status } : {}),
  }
  const history = useQuery(memberQueries.deposits.info(member.id, filters))
  const orders = history.data?.orders ?? []
  const requestColumns = useRequestColumns<DepositOrder>()

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('deposit.history_title')}</h2>
      <DateRangeFilter range={range} error={null} onRange={setRange}>
        <FilterChoice
          label={t('field.status')}
          all={t('deposit.all_statuses')}
          options={requestStatuses.deposit}
          optionLabel={(value) => t(`requests.status.deposit.${value}`)}
          value={status}
          onChange={setStatus}
        />
      </DateRangeFilter>
      {history.isPending ? (
        <Spinner />
      ) : orders.length === 0 ? (
        <p className="empty">{t('deposit.history_empty')}</p>
      ) : (
        <RecordList
          label={t('deposit.history_title')}
          records={orders}
          recordKey={(order) => order.id}
          recordTestId="deposit-order"
          columns={[
            ...requestColumns,
            { header: t('deposit.channel_label'), cell: (order) => t(`deposit.channel.${order.channel}`) },
            { header: t('field.amount'), lead: true, numeric: true, cell: (order) => format.money(order.amount, member.currency) },
            { header: t('field.status'), lead: true, cell: (order) => <StatusBadge kind="deposit" status={order.status} reason={order.reason} /> },
            {
              header: t('deposit.detail'),
              quietHeader: true,
              cell: (order) => (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('deposit.detail_of', { reference: order.reference })}
                  onClick={() => dialogs.send({ type: 'dialog.open', name: 'DepositDetail', props: { reference: order.reference } })}
                >
                  {t('deposit.detail')}
                </button>
              ),
            },
          ]}
        />
      )}
    </section>
  )
}
