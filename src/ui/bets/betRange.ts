// The betting records' date filter: calendar days as the date inputs hold them (YYYY-MM-DD, the
// member's local days), turned into the whole-day timestamps the call sends.
import { dateRangeError } from '../../shared/calls/dateRange'
import type { ErrorBody } from '../../shared/calls/errors'
import { rangeTimestamp } from '../../api/dates'

export const quickRanges = ['today', 'last7', 'last30'] as const
export type QuickRange = (typeof quickRanges)[number]
const quickRangeDays: Record<QuickRange, number> = { today: 1, last7: 7, last30: 30 }

export interface DayRange {
  from: string
  to: string
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function dayString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A local calendar day from a date input's value; null when the input is empty or not a date. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return dayString(date) === value ? date : null
}

/** The last `days` calendar days up to and including today's. */
export function quickRange(kind: QuickRange, today: Date): DayRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (quickRangeDays[kind] - 1))
  return { from: dayString(from), to: dayString(today) }
}

export type RangeTimes = { startTime: string; endTime: string }

/** The call's startTime and endTime for a day range, or the error the member sees instead. */
export function rangeTimes(range: DayRange): { times: RangeTimes } | { error: ErrorBody } {
  const from = parseDay(range.from)
  if (!from) return { error: { errorMessage: 'field_required', errorValues: { field: 'startTime' } } }
  const to = parseDay(range.to)
  if (!to) return { error: { errorMessage: 'field_required', errorValues: { field: 'endTime' } } }
  const times = { startTime: rangeTimestamp(from, 'start'), endTime: rangeTimestamp(to, 'end') }
  const error = dateRangeError(times.startTime, times.endTime)
  return error ? { error } : { times }
}

/** A quick range and its call times: the range a list first shows (a quick range is always valid). */
export function quickRangeTimes(kind: QuickRange, today = new Date()): { range: DayRange; times: RangeTimes } {
  const range = quickRange(kind, today)
  const result = rangeTimes(range)
  if (!('times' in result)) throw new Error('a quick range must be valid')
  return { range, times: result.times }
}
