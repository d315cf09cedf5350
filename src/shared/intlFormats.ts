// Building an Intl formatter costs far more than formatting with one (tens of milliseconds on a phone
// for a list of dates), so each locale and style is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
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

/** Builds a first formatter, which loads Intl's locale data: 20-50 ms on this machine for whichever
 *  formatter comes first, four times that on a phone. A worker the entry starts loads it off the main
 *  thread first (src/app/intlDataWorker.ts), and then this costs well under a millisecond; where it
 *  has not, the app still does it in a task of its own before its first render, which would otherwise
 *  carry it. */
export function loadIntlData(locale: string): void {
  numberFormat(locale, {})
}
