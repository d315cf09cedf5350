// What an amount a member types must be, from the two places the rules live: the contract's rule of
// the request field (shared/calls/amounts.ts, which its schema is built from), and the limits in the
// server's own data (a deposit channel's range, what can be withdrawn now, the balance or the points
// held). A broken rule reads as the error body the server would answer with, so the member sees one
// text for it before and after submitting.
import { amountRefusal, type AmountRule } from '../../shared/calls/amounts'
import type { ErrorBody } from '../../shared/calls/errors'
import { amountText, currencyDigits, parseAmount } from '../wallet/amount'

/** A limit from the server's data and the refusal the server answers when an amount passes it. */
interface AmountLimit {
  value: number
  refusal: ErrorBody
}

export interface AmountRules {
  /** The request field's name in the contract, and its rule there. */
  field: string
  rule: AmountRule
  /** The member's currency, the amount in its minor units; null for a whole number of points. */
  currency: string | null
  min?: AmountLimit | undefined
  /** Upper limits; the first one passed is the one the member reads. */
  max?: readonly AmountLimit[] | undefined
  /** What the amount moves in (points in steps of 100), from the server's data: "All" and the quick
   *  amounts keep to it. The contract's rule is what checks it. */
  step?: number | undefined
  /** An empty field is no amount (a limit left unset) rather than a missing one. */
  optional?: boolean | undefined
}

/** An error as the field shows it: a translation key and its values (amounts in the field's unit). */
export interface AmountError {
  key: string
  values: ErrorBody['errorValues']
}

/** The value is null without an error only where the field is optional and left empty. */
export type AmountCheck = { value: number | null; error: null } | { value: number | null; error: AmountError }

const refusalOf = (body: ErrorBody): AmountError => ({ key: `back.errorCode.${body.errorMessage}`, values: body.errorValues })

/** The amount's value in the field's unit; null when the text does not read as one. */
function parseFieldAmount(text: string, currency: string | null): number | null {
  if (currency) return parseAmount(text, currency)
  return /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : null
}

/** The text the field shows for a value in its unit, e.g. "125.50" or "1200". */
export function fieldAmountText(value: number, currency: string | null): string {
  return currency ? amountText(value, currency) : String(value)
}

/** Checks typed text against the contract and the server's limits, in the order the server does. */
export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  if (!text.trim()) {
    return rules.optional ? { value: null, error: null } : { value: null, error: refusalOf({ errorMessage: 'field_required', errorValues: { field: rules.field } }) }
  }
  const value = parseFieldAmount(text, rules.currency)
  if (value === null) {
    return {
      value: null,
      error: rules.currency
        ? { key: 'wallet.amount_format', values: { digits: currencyDigits(rules.currency) } }
        : refusalOf({ errorMessage: 'field_invalid', errorValues: { field: rules.field } }),
    }
  }
  const refusal = amountRefusal(value, rules.rule, rules.field)
  if (refusal) return { value, error: refusalOf(refusal) }
  if (rules.min && value < rules.min.value) return { value, error: refusalOf(rules.min.refusal) }
  const passed = rules.max?.find((limit) => value > limit.value)
  if (passed) return { value, error: refusalOf(passed.refusal) }
  return { value, error: null }
}

/** The most the member may ask for: the lowest upper limit, rounded down to the step. */
export function largestAmount(rules: AmountRules): number | null {
  if (!rules.max?.length) return null
  const cap = Math.min(...rules.max.map((limit) => limit.value))
  const step = rules.step ?? 1
  return Math.floor(cap / step) * step
}

const QUICK_COUNT = 4

/** Up to four round amounts (10, 50, 100, 500, 1,000… in whole units of the currency, or points)
 *  that the limits allow: the quick amounts follow the server's range instead of a list per form. */
export function quickAmounts(rules: AmountRules): number[] {
  const unit = rules.currency ? 10 ** currencyDigits(rules.currency) : 1
  const low = rules.min?.value ?? 1
  const high = largestAmount(rules) ?? Number.MAX_SAFE_INTEGER
  const step = rules.step ?? 1
  const amounts: number[] = []
  for (let power = 1; amounts.length < QUICK_COUNT && power <= 12; power += 1) {
    for (const lead of [1, 5]) {
      const amount = lead * 10 ** power * unit
      if (amount >= low && amount <= high && amount % step === 0 && amounts.length < QUICK_COUNT) amounts.push(amount)
    }
  }
  return amounts
}
