import { useTranslation } from 'react-i18next'
import type { ResponseOf } from '../../api/contract'
import { useFormat } from '../useFormat'

type BetList = ResponseOf<'getMemberBetRecordList_V4'>

function signClass(minor: number): string {
  return minor > 0 ? 'amount-up' : minor < 0 ? 'amount-down' : ''
}

/** One page of records, with the sums over every record the filters match. */
export function BetRecordTable({ list, currency }: { list: BetList; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (minor: number) => format.money(minor, currency)

  return (
    <div className="table-scroll">
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
          </tr>
        </thead>
        <tbody>
          {list.records.map((record) => {
            const net = record.payout - record.stake
            return (
              <tr key={record.id} data-testid="bet-record">
                <td>{record.game}</td>
                <td>{record.provider}</td>
                <td>{format.dateTime(record.placedAt)}</td>
                <td className="num">{money(record.stake)}</td>
                <td className="num">{money(record.payout)}</td>
                <td className={`num ${signClass(net)}`}>{money(net)}</td>
                <td>
                  <span className={`bet-status bet-status-${record.status}`}>{t(`bets.status.${record.status}`)}</span>
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
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
