// Amounts arrive as integer minor units. They are turned into a decimal string by integer
// arithmetic and handed to Intl as a string, so no float ever touches a member's money.
const fractionDigitsCache = new Map<string, number>()

function fractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    fractionDigitsCache.set(currency, digits)
  }
  return digits
}

// Building an Intl formatter costs far more than formatting with one (tens of milliseconds on a phone
// for a list of dates), so each locale and style is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.NumberFormat | undefined
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

export function minorToDecimalString(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a safe integer amount: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0')
  if (digits === 0) return `${sign}${abs}`
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = fractionDigits(currency)
  const format = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits })
  return format.format(minorToDecimalString(minor, digits) as Intl.StringNumericLiteral)
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, {}).format(value)
}

export function formatDateTime(iso: string, locale: string): string {
  // dateStyle cannot be combined with timeZoneName, and records must say their time zone.
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
  }
  return dateTimeFormat(locale, options).format(new Date(iso))
}

/**
 * A day in the viewer's calendar, as digits (2026-11-20), for what is dated rather than timed: an
 * announcement, a promotion's period. Built by hand because the first Intl date format a page makes
 * loads the locale's calendar data, one long task on a phone, and the news pop-up of a first visit
 * would pay it; year-month-day reads the same in all four languages.
 */
export function formatDate(iso: string): string {
  const day = new Date(iso)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`
}

/** When something was last read: the time of day, with the date when it was not today. */
export function formatReadAt(epochMs: number, locale: string, now = Date.now()): string {
  const sameDay = new Date(epochMs).toDateString() === new Date(now).toDateString()
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }
  return dateTimeFormat(locale, options).format(epochMs)
}
