import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../useFormat'
import { Pager } from './Pager'
import { RecordList, type RecordColumn } from './RecordList'

/** The columns every request's record starts with: when it was made and its reference. */
export function useRequestColumns<T extends { createdAt: string; reference: string }>(): Array<RecordColumn<T>> {
  const { t } = useTranslation()
  const format = useFormat()
  return [
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
  const { t } = useTranslation()
  const id = useId()
  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {!page && <div className="spinner" role="progressbar" aria-label={t('common.loading')} />}
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
