// A list's filter by days: the range's state, the range's fields, and the one choice beside them.
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../../shared/calls/errors'
import { quickRange, quickRanges, quickRangeTimes, rangeTimes, type DayRange, type QuickRange } from '../bets/betRange'
import { useErrorText } from '../useErrorText'

/** The days a list of records is filtered by: quick picks, then From and To, with the filter's other
 *  fields and its search button (`children`) beside them, and the range's error under them. */
export function DateRangeFilter({ range, error, onRange, children }: { range: DayRange; error: ErrorBody | null; onRange: (range: DayRange) => void; children: ReactNode }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const today = new Date()
  return (
    <>
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
        {children}
      </div>
      {/* Written out, not FormError: one more chunk on the deposit page's first visit passed its JavaScript budget. */}
      {error && (
        <p className="form-error" role="alert">
          {errorText(`back.errorCode.${error.errorMessage}`, error.errorValues)}
        </p>
      )}
    </>
  )
}

/**
 * A list's day-range filter, starting on a quick range: the range as typed with its error, and the
 * times of the last valid range, which the list keeps showing while a bad range stays in the inputs.
 * `onValid` runs when a change makes a new valid range (the list goes back to its first page).
 */
export function useRangeFilter(initial: QuickRange, onValid: () => void) {
  const [start] = useState(() => quickRangeTimes(initial))
  const [range, setRange] = useState(start.range)
  const [times, setTimes] = useState(start.times)
  const checked = rangeTimes(range)
  return {
    range,
    times,
    error: 'error' in checked ? checked.error : null,
    change(next: DayRange) {
      setRange(next)
      const result = rangeTimes(next)
      if ('times' in result) {
        setTimes(result.times)
        onValid()
      }
    },
  }
}

/** A list filter's one choice beside its date range (a status, a type): every option, or one of `options`. */
export function FilterChoice<V extends string>({
  label,
  all,
  options,
  optionLabel,
  value,
  onChange,
}: {
  label: string
  /** The text of the choice that filters nothing. */
  all: string
  options: readonly V[]
  optionLabel: (option: V) => string
  value: V | ''
  onChange: (value: V | '') => void
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value)
          onChange(chosen ?? '')
        }}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  )
}
