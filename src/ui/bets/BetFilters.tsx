import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { betStatuses } from '../../shared/calls/bets'
import type { ErrorBody } from '../../shared/calls/errors'
import { DateRangeFilter } from '../forms/DateRangeFilter'
import type { DayRange } from './betRange'

export type StatusFilter = (typeof betStatuses)[number] | ''

interface Props {
  range: DayRange
  status: StatusFilter
  error: ErrorBody | null
  onRange: (range: DayRange) => void
  onStatus: (status: StatusFilter) => void
  onSearch: () => void
}

function isStatusFilter(value: string): value is StatusFilter {
  return value === '' || betStatuses.some((status) => status === value)
}

/** The date range (two days, with quick picks) and status the records are filtered by. */
export function BetFilters({ range, status, error, onRange, onStatus, onSearch }: Props) {
  const { t } = useTranslation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch()
  }

  return (
    <form className="bet-filters" onSubmit={submit} noValidate aria-label={t('bets.filters')}>
      <DateRangeFilter range={range} error={error} onRange={onRange}>
        <label className="field">
          <span>{t('bets.status_filter')}</span>
          <select value={status} onChange={(event) => isStatusFilter(event.target.value) && onStatus(event.target.value)}>
            <option value="">{t('bets.all_statuses')}</option>
            {betStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`bets.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('bets.search')}
        </button>
      </DateRangeFilter>
    </form>
  )
}
