import { useTranslation } from 'react-i18next'
import type { BetRecord } from '../../shared/calls/bets'
import type { ResponseOf } from '../../shared/contract'
import { RecordList } from '../forms/RecordList'
import { StatusBadge } from '../forms/StatusBadge'
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
    <RecordList
      label={t('member.betting_details.title')}
      records={list.records}
      recordKey={(record) => record.id}
      recordTestId="bet-record"
      columns={[
        {
          header: t('bets.column.game'),
          cell: (record) => (
            <>
              {record.game}
              {record.eventStartsAt && <span className="bet-event record-note">{t('bets.event_starts', { time: format.dateTime(record.eventStartsAt) })}</span>}
            </>
          ),
        },
        { header: t('bets.column.provider'), cell: (record) => record.provider },
        { header: t('bets.column.placed'), cell: (record) => format.dateTime(record.placedAt) },
        { header: t('bets.column.stake'), lead: true, numeric: true, cell: (record) => money(record.stake) },
        { header: t('bets.column.payout'), numeric: true, cell: (record) => money(record.payout) },
        { header: t('bets.column.net'), numeric: true, className: (record) => signClass(record.payout - record.stake), cell: (record) => money(record.payout - record.stake) },
        { header: t('bets.column.status'), lead: true, cell: (record) => <span className={`bet-status bet-status-${record.status}`}>{t(`bets.status.${record.status}`)}</span> },
        {
          header: t('bets.column.actions'),
          quietHeader: true,
          cell: (record) => <BetRecordActions record={record} actions={actions} />,
        },
      ]}
      footer={{
        testId: 'bet-summary',
        cells: [
          { header: true, colSpan: 3, content: t('bets.summary', { total: list.total }) },
          { numeric: true, label: t('bets.column.stake'), content: money(list.summary.stake) },
          { numeric: true, label: t('bets.column.payout'), content: money(list.summary.payout) },
          { numeric: true, label: t('bets.column.net'), className: signClass(list.summary.net), content: money(list.summary.net) },
          { colSpan: 2, content: null },
        ],
      }}
    />
  )
}

/** What the member can do with one record: cancel an open sports bet, send a settled win to a promotion. */
function BetRecordActions({ record, actions }: { record: BetRecord; actions: BetActions }) {
  const { t } = useTranslation()
  if (!record.cancellable && !record.upload && !actions.uploadable(record)) return null
  return (
    <div className="record-actions">
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
          {record.upload.reference} <StatusBadge kind="bet_upload" status={record.upload.status} reason={record.upload.reason} />
        </span>
      ) : (
        actions.uploadable(record) && (
          <button type="button" className="button button-secondary" aria-label={t('bets.upload_bet_on', { game: record.game })} onClick={() => actions.onUpload(record)}>
            {t('bets.upload_bet')}
          </button>
        )
      )}
    </div>
  )
}
