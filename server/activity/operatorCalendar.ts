// Calendar days and months as the operator counts them (config.operatorTimeZone): a sign-in day, a
// draw day and a commission month each start at local midnight there, wherever the member is.
// Dates travel as YYYY-MM-DD and months as YYYY-MM; day arithmetic runs on UTC dates, which have no
// daylight-saving gaps.

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock time in `timeZone` at `at`, read as if it were UTC. */
function wallClock(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(at).map((part) => [part.type, Number(part.value)]))
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

function isoDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10)
}

function utcOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year!, month! - 1, day!)
}

/** The calendar day in `timeZone` at `at`, e.g. 2026-03-01. */
export function operatorDate(at: Date, timeZone: string): string {
  return isoDay(wallClock(at, timeZone))
}

export function shiftDate(date: string, days: number): string {
  return isoDay(utcOf(date) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS)
}

export function monthOf(date: string): string {
  return date.slice(0, 7)
}

export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number)
  return isoDay(Date.UTC(year!, index! - 1 + months, 1)).slice(0, 7)
}

/** Every day of a month, in order. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`
  const count = daysBetween(first, `${shiftMonth(month, 1)}-01`)
  return Array.from({ length: count }, (_, i) => shiftDate(first, i))
}

/** The instant `date` begins in `timeZone` (local midnight). */
export function startOfDay(date: string, timeZone: string): Date {
  const midnight = utcOf(date)
  const offsetAt = (ms: number) => wallClock(new Date(ms), timeZone) - ms
  const guess = midnight - offsetAt(midnight)
  // Across a daylight-saving change the offset at the guess can differ from the one at midnight UTC.
  return new Date(midnight - offsetAt(guess))
}

/** The instants a month begins and the next one begins in `timeZone`. */
export function monthBounds(month: string, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDay(`${month}-01`, timeZone), to: startOfDay(`${shiftMonth(month, 1)}-01`, timeZone) }
}
