import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { depositStatus } from '../../shared/calls/deposits'
import { rangeTimestamp } from '../../api/dates'
import type { DepositFilters } from '../../api/depositQueries'
import { useServices } from '../../app/services'
import { parseDay } from '../bets/betRange'
import { useMember } from '../member/useMember'
import { RequestStatus } from '../requests/RequestStatus'
import { useFormat } from '../useFormat'

const statuses = depositStatus.options

/** The member's deposit orders, newest first, filtered by day range and status; each opens DepositDetail. */
export function DepositHistory() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [status, setStatus] = useState('')

  const fromDay = parseDay(from)
  const toDay = parseDay(to)
  const chosen = statuses.find((value) => value === status)
  const filters: DepositFilters = {
    ...(fromDay ? { startTime: rangeTimestamp(fromDay, 'start') } : {}),
    ...(toDay ? { endTime: rangeTimestamp(toDay, 'end') } : {}),
    ...(chosen ? { status: chosen } : {}),
  }
  const history = useQuery(queries.deposits.info(member.id, filters))
  const orders = history.data?.orders ?? []

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('deposit.history_title')}</h2>
      <div className="bet-filter-fields">
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('field.startTime')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('field.endTime')}</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('field.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('deposit.all_statuses')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`requests.status.deposit.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {history.isPending ? (
        <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : orders.length === 0 ? (
        <p className="empty">{t('deposit.history_empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="bet-table">
            <caption className="visually-hidden">{t('deposit.history_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deposit.created_at')}</th>
                <th scope="col">{t('deposit.reference')}</th>
                <th scope="col">{t('deposit.channel_label')}</th>
                <th scope="col">{t('field.amount')}</th>
                <th scope="col">{t('field.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('deposit.detail')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>{format.dateTime(order.createdAt)}</td>
                  <td className="transfer-reference">{order.reference}</td>
                  <td>{t(`deposit.channel.${order.channel}`)}</td>
                  <td>{format.money(order.amount, member.currency)}</td>
                  <td>
                    <RequestStatus kind="deposit" status={order.status} reason={order.reason} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t('deposit.detail_of', { reference: order.reference })}
                      onClick={() => dialogs.send({ type: 'dialog.open', name: 'DepositDetail', props: { reference: order.reference } })}
                    >
                      {t('deposit.detail')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
