// Money typed by the member in the currency's major unit ("100" or "100.00"), turned into integer
// minor units by string arithmetic: no float ever holds the amount.
import { minorToDecimalString } from '../../shared/money'

export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** Minor units of a typed amount; null when it is not a plain positive amount with at most the currency's decimals. */
export function parseAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency)
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return null
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}

/** The text an amount field shows for `minor` units, e.g. "125.50". */
export function amountText(minor: number, currency: string): string {
  return minorToDecimalString(minor, currencyDigits(currency))
}
