import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../useFormat'
import { Pager } from './Pager'
import { Spinner } from '../progress/Spinner'

export interface RecordColumn<T> {
  header: string
  cell: (record: T) => ReactNode
  /** The amount or the status: on a phone card they come first, side by side, without their label. */
  lead?: boolean
  /** A number, right-aligned in the table. */
  numeric?: boolean
  /** Extra classes of the column's cells (an amount's sign colour, a reference's type). */
  className?: (record: T) => string
  /** The header is read but not shown (an actions column); its cells carry no label on a card. */
  quietHeader?: boolean
}

/** A cell of the footer (sums), under the column of the same position. */
export interface RecordFooter {
  cells: Array<{ content: ReactNode; label?: string; numeric?: boolean; className?: string; colSpan?: number; header?: boolean }>
  testId?: string
}

/**
 * One list of money records (statement lines, deposits, withdrawals, bets, transfers, commission): a
 * table from tablet width up and a card per record on a phone (styles.css, `.record-list`), the amount
 * and status first. One element tree for both, so the roles are written out: a table shown as blocks
 * would lose them in some browsers.
 */
export function RecordList<T>({
  label,
  records,
  recordKey,
  columns,
  recordTestId,
  footer,
  testId,
}: {
  label: string
  records: readonly T[]
  recordKey: (record: T) => string | number
  columns: Array<RecordColumn<T>>
  recordTestId?: string | ((record: T) => string)
  footer?: RecordFooter
  testId?: string
}) {
  const align = (numeric?: boolean) => (numeric ? 'num' : '')
  return (
    <div className="record-list-frame">
      <table className="record-list" role="table" aria-label={label} data-testid={testId}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader" className={align(column.numeric)}>
                {column.quietHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {records.map((record) => (
            <tr key={recordKey(record)} role="row" data-testid={typeof recordTestId === 'function' ? recordTestId(record) : recordTestId}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={[align(column.numeric), column.lead ? 'record-lead' : '', column.className?.(record) ?? ''].filter(Boolean).join(' ')}
                  data-label={column.lead || column.quietHeader ? undefined : column.header}
                >
                  {column.cell(record)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot role="rowgroup">
            <tr role="row" data-testid={footer.testId}>
              {footer.cells.map((cell, index) =>
                cell.header ? (
                  <th key={index} scope="row" role="rowheader" colSpan={cell.colSpan}>
                    {cell.content}
                  </th>
                ) : (
                  <td key={index} role="cell" colSpan={cell.colSpan} data-label={cell.label} className={[align(cell.numeric), cell.className ?? ''].filter(Boolean).join(' ')}>
                    {cell.content}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}

/** The columns every request's record starts with: when it was made and its reference. */
export function useRequestColumns<T extends { createdAt: string; reference: string }>(): Array<RecordColumn<T>> {
  const { t } = useTranslation()
  const format = useFormat()
  return [
    // Written out, not DateTime: one more chunk on the deposit page's first visit passed its JavaScript budget.
    { header: t('deposit.created_at'), cell: (record) => <time dateTime={record.createdAt}>{format.dateTime(record.createdAt)}</time> },
    { header: t('deposit.reference'), className: () => 'transfer-reference', cell: (record) => record.reference },
  ]
}

/** A panel of the member's requests of one kind, a page at a time: its title, loading, the text for
 *  none, the record list and its pager. `page` is undefined while the page loads. */
export function HistoryPanel<T>({
  title,
  empty,
  pagesLabel,
  page,
  pageSize,
  onPage,
  recordKey,
  recordTestId,
  columns,
}: {
  title: string
  empty: string
  pagesLabel: string
  page: { number: number; total: number; records: readonly T[] } | undefined
  pageSize: number
  onPage: (page: number) => void
  recordKey: (record: T) => string | number
  recordTestId: string
  columns: Array<RecordColumn<T>>
}) {
  const id = useId()
  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {!page && <Spinner />}
      {page?.total === 0 && <p className="empty">{empty}</p>}
      {page && page.total > 0 && (
        <>
          <RecordList label={title} records={page.records} recordKey={recordKey} recordTestId={recordTestId} columns={columns} />
          <Pager label={pagesLabel} page={page.number} pages={Math.max(1, Math.ceil(page.total / pageSize))} onPage={onPage} />
        </>
      )}
    </section>
  )
}
