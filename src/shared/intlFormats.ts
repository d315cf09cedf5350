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
