// The date range of the betting records and the statement, a rule both ends apply. Apart from the
// calls' schemas, so the pages' date filter checks it without loading them (and zod) first.
import type { ErrorBody } from './errors'

const BET_RANGE_DAYS_MAX = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** The end not before the start, and at most BET_RANGE_DAYS_MAX days. */
export function dateRangeError(startTime: string, endTime: string): (ErrorBody & { errorMessage: 'invalid_date_range' | 'date_range_too_long' }) | null {
  const span = Date.parse(endTime) - Date.parse(startTime)
  if (span < 0) return { errorMessage: 'invalid_date_range', errorValues: {} }
  // Rounded, so a whole-day range across a daylight-saving change still counts its calendar days.
  if (Math.round(span / DAY_MS) > BET_RANGE_DAYS_MAX) return { errorMessage: 'date_range_too_long', errorValues: { days: BET_RANGE_DAYS_MAX } }
  return null
}
