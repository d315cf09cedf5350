import { useTranslation } from 'react-i18next'
import type { BetRecord } from '../../shared/calls/bets'
import type { ResponseOf } from '../../shared/contract'
import { RequestStatus } from '../requests/RequestStatus'
import { useFormat } from '../useFormat'

type BetList = ResponseOf<'getMemberBetRecordList_V4'>

function signClass(minor: number): string {
  return minor > 0 ? 'amount-up' : minor < 0 ? 'amount-down' : ''
}

export interface BetActions {
  /** A settled win a promotion would take. */
  uploadable(record: BetRecord): boolean
  onCancel(record: BetRecord): void
  onUpload(record: BetRecord): void
  /** A cancel is under way: no other may start. */
  busy: boolean
}

/** One page of records, with the sums over every record the filters match, and what the member can do with each. */
export function BetRecordTable({ list, currency, actions }: { list: BetList; currency: string; actions: BetActions }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (minor: number) => format.money(minor, currency)

  return (
    // A table wider than a phone scrolls sideways; keyboard users reach that scroll by focusing it.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('member.betting_details.title')}>
      <table className="bet-table">
        <caption className="visually-hidden">{t('member.betting_details.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bets.column.game')}</th>
            <th scope="col">{t('bets.column.provider')}</th>
            <th scope="col">{t('bets.column.placed')}</th>
            <th scope="col" className="num">{t('bets.column.stake')}</th>
            <th scope="col" className="num">{t('bets.column.payout')}</th>
            <th scope="col" className="num">{t('bets.column.net')}</th>
            <th scope="col">{t('bets.column.status')}</th>
            <th scope="col">{t('bets.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.records.map((record) => {
            const net = record.payout - record.stake
            return (
              <tr key={record.id} data-testid="bet-record">
                <td>
                  {record.game}
                  {record.eventStartsAt && (
                    <span className="bet-event">
                      {' '}
                      {t('bets.event_starts', { time: format.dateTime(record.eventStartsAt) })}
                    </span>
                  )}
                </td>
                <td>{record.provider}</td>
                <td>{format.dateTime(record.placedAt)}</td>
                <td className="num">{money(record.stake)}</td>
                <td className="num">{money(record.payout)}</td>
                <td className={`num ${signClass(net)}`}>{money(net)}</td>
                <td>
                  <span className={`bet-status bet-status-${record.status}`}>{t(`bets.status.${record.status}`)}</span>
                </td>
                <td>
                  {record.cancellable && (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={t('bets.cancel_bet_on', { game: record.game })}
                      disabled={actions.busy}
                      onClick={() => actions.onCancel(record)}
                    >
                      {t('bets.cancel_bet')}
                    </button>
                  )}
                  {record.upload ? (
                    <span className="bet-upload">
                      {record.upload.reference} <RequestStatus kind="bet_upload" status={record.upload.status} reason={record.upload.reason} />
                    </span>
                  ) : (
                    actions.uploadable(record) && (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={t('bets.upload_bet_on', { game: record.game })}
                        onClick={() => actions.onUpload(record)}
                      >
                        {t('bets.upload_bet')}
                      </button>
                    )
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr data-testid="bet-summary">
            <th scope="row" colSpan={3}>
              {t('bets.summary', { total: list.total })}
            </th>
            <td className="num">{money(list.summary.stake)}</td>
            <td className="num">{money(list.summary.payout)}</td>
            <td className={`num ${signClass(list.summary.net)}`}>{money(list.summary.net)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
