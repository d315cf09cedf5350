import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { betStatuses } from '../../shared/calls/bets'
import type { ErrorBody } from '../../shared/calls/errors'
import { DateRangeFilter, FilterChoice } from '../forms/DateRangeFilter'
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
        <FilterChoice label={t('bets.status_filter')} all={t('bets.all_statuses')} options={betStatuses} optionLabel={(value) => t(`bets.status.${value}`)} value={status} onChange={onStatus} />
        <button type="submit" className="button">
          {t('bets.search')}
        </button>
      </DateRangeFilter>
    </form>
  )
}
