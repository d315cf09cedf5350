import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../../shared/calls/errors'
import { quickRange, quickRanges, type DayRange } from '../bets/betRange'
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
      {error && (
        <p className="form-error" role="alert">
          {errorText(`back.errorCode.${error.errorMessage}`, error.errorValues)}
        </p>
      )}
    </>
  )
}
