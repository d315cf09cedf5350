import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { BetFilters, type StatusFilter } from './BetFilters'
import { BetRecordTable } from './BetRecordTable'
import { quickRange, rangeTimes, type DayRange, type RangeTimes } from './betRange'

const PAGE_SIZE = 20

function initialRange(): { range: DayRange; times: RangeTimes } {
  const range = quickRange('last7', new Date())
  const result = rangeTimes(range)
  if (!('times' in result)) throw new Error('the default range must be valid')
  return { range, times: result.times }
}

/** The member's betting records: the filters as typed, and the last valid filters' answer. */
export function BetRecords() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const { member, token } = useMember()
  const [initial] = useState(initialRange)
  const [range, setRange] = useState(initial.range)
  const [times, setTimes] = useState(initial.times)
  const [status, setStatus] = useState<StatusFilter>('')
  const [page, setPage] = useState(1)

  const checked = rangeTimes(range)
  const error = 'error' in checked ? checked.error : null
  const records = useQuery(queries.bets.records(token, { ...times, ...(status ? { status } : {}), page, pageSize: PAGE_SIZE }))
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / PAGE_SIZE)) : 1

  // A bad range stays in the inputs with its error; the list keeps showing the last good one.
  const changeRange = (next: DayRange) => {
    setRange(next)
    const result = rangeTimes(next)
    if ('times' in result) {
      setTimes(result.times)
      setPage(1)
    }
  }
  // The list already follows every valid change; searching again fetches the first page afresh.
  const search = () => {
    if (error) return
    if (page === 1) void records.refetch()
    else setPage(1)
  }

  return (
    <section className="bet-records" aria-labelledby="bet-records-title">
      <h2 id="bet-records-title" className="visually-hidden">
        {t('member.betting_details.title')}
      </h2>
      <BetFilters
        range={range}
        status={status}
        error={error}
        onRange={changeRange}
        onStatus={(next) => {
          setStatus(next)
          setPage(1)
        }}
        onSearch={search}
      />
      {records.isPending && <div className="spinner" role="progressbar" aria-label={t('common.loading')} />}
      {records.data?.total === 0 && <p className="empty">{t('bets.empty')}</p>}
      {records.data && records.data.total > 0 && (
        <>
          <BetRecordTable list={records.data} currency={member.currency} />
          <nav className="pager" aria-label={t('bets.paging')}>
            <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('bets.previous')}
            </button>
            <span>{t('bets.page_of', { page, pages })}</span>
            <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('bets.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  )
}
