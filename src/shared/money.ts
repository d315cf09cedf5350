// Amounts arrive as integer minor units. They are turned into a decimal string by integer
// arithmetic and handed to Intl as a string, so no float ever touches a member's money.
import { numberFormat } from './intlFormats'

const fractionDigitsCache = new Map<string, number>()

function fractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    fractionDigitsCache.set(currency, digits)
  }
  return digits
}

export function minorToDecimalString(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a safe integer amount: ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0')
  if (digits === 0) return `${sign}${abs}`
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`
}

/** U+2212, the one minus sign of every amount the site shows (DECISIONS, "The member experience on a phone"). */
export const MINUS_SIGN = '\u2212'

/** Formats `value` with `format`, its minus sign replaced by the site's one minus sign. */
function withMinusSign(format: Intl.NumberFormat, value: Intl.StringNumericLiteral | number): string {
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('')
}

export interface SignOptions {
  /** Shows "+" before a value above zero too, for a column of credits and debits. */
  signed?: boolean
}

/** An amount in the currency's one display everywhere: its narrow symbol ($), never "US$" in one place and "$" in another. */
export function formatMoney(minor: number, currency: string, locale: string, options: SignOptions = {}): string {
  const digits = fractionDigits(currency)
  const format = numberFormat(locale, {
    style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, signDisplay: options.signed ? 'exceptZero' : 'auto',
  })
  return withMinusSign(format, minorToDecimalString(minor, digits) as Intl.StringNumericLiteral)
}

export function formatNumber(value: number, locale: string, options: SignOptions = {}): string {
  return withMinusSign(numberFormat(locale, { signDisplay: options.signed ? 'exceptZero' : 'auto' }), value)
}
