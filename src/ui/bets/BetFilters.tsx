import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { betStatuses } from '../../shared/calls/bets'
import type { ErrorBody } from '../../shared/calls/errors'
import { useErrorText } from '../useErrorText'
import { quickRange, quickRanges, type DayRange } from './betRange'

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
  const errorText = useErrorText()
  const today = new Date()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch()
  }

  return (
    <form className="bet-filters" onSubmit={submit} noValidate aria-label={t('bets.filters')}>
      <div className="button-row bet-quick-ranges">
        {quickRanges.map((kind) => {
          const picked = quickRange(kind, today)
          const active = picked.from === range.from && picked.to === range.to
          return (
            <button key={kind} type="button" className={active ? 'button' : 'button button-secondary'} aria-pressed={active} onClick={() => onRange(picked)}>
              {t(`bets.quick.${kind}`)}
            </button>
          )
        })}
      </div>
      <div className="bet-filter-fields">
        <label className="field">
          <span>{t('bets.from')}</span>
          <input type="date" value={range.from} aria-invalid={error ? true : undefined} onChange={(event) => onRange({ ...range, from: event.target.value })} />
        </label>
        <label className="field">
          <span>{t('bets.to')}</span>
          <input type="date" value={range.to} aria-invalid={error ? true : undefined} onChange={(event) => onRange({ ...range, to: event.target.value })} />
        </label>
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
      </div>
      {error && (
        <p className="form-error" role="alert">
          {errorText(`back.errorCode.${error.errorMessage}`, error.errorValues)}
        </p>
      )}
    </form>
  )
}
