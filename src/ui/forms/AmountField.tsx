import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../../shared/calls/errors'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { fieldAmountText, largestAmount, quickAmounts, type AmountError } from './amountRules'
import type { AmountFieldState } from './useAmountField'
import { FieldError } from './FieldError'

/** The values of an error that are amounts, in the field's unit (the server's too). */
const AMOUNT_VALUES = ['min', 'max', 'point', 'balance', 'amount', 'limit', 'remaining']

/** An amount in the field's unit as the member reads it: money in the currency, or points. */
export function useAmountDisplay(currency: string | null) {
  const format = useFormat()
  return (value: number) => (currency ? format.money(value, currency) : format.number(value))
}

/** The text of an amount's error, the field's own or the server's refusal, its amounts shown as such. */
export function useAmountErrorText(currency: string | null) {
  const errorText = useErrorText()
  const show = useAmountDisplay(currency)
  return (error: AmountError | ErrorBody) => {
    const { key, values } = 'key' in error ? error : { key: `back.errorCode.${error.errorMessage}`, values: error.errorValues }
    const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' && AMOUNT_VALUES.includes(name) ? show(value) : value]))
    return errorText(key, shown)
  }
}

/** The one amount field of every money form: label, the limits as a hint, the error of the contract
 *  or the server's limits, quick amounts inside those limits (unless `quick` is off), and "All" where
 *  there is a most. */
export function AmountField({
  field,
  label,
  hint,
  placeholder,
  all = false,
  quick = true,
}: {
  field: AmountFieldState
  label: string
  hint?: ReactNode
  /** What an empty optional field means ("no limit"). */
  placeholder?: string
  all?: boolean
  quick?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const { rules } = field
  const show = useAmountDisplay(rules.currency)
  const errorText = useAmountErrorText(rules.currency)
  const largest = largestAmount(rules)
  const described = [hint ? `${id}-hint` : '', field.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          inputMode={rules.currency ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={field.text}
          placeholder={placeholder}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => field.set(e.target.value)}
          onBlur={field.leave}
        />
        {hint && (
          <p id={`${id}-hint`} className="hint">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} error={field.error && errorText(field.error)} />
      </div>
      {quick && (
        <div className="chip-row amount-chips" role="group" aria-label={t('wallet.quick_amounts')}>
          {quickAmounts(rules).map((amount) => (
            <button key={amount} type="button" className="chip" onClick={() => field.set(fieldAmountText(amount, rules.currency))}>
              {show(amount)}
            </button>
          ))}
          {all && (
            <button
              type="button"
              className="chip"
              disabled={largest === null || largest < (rules.min?.value ?? 1)}
              onClick={() => largest !== null && field.set(fieldAmountText(largest, rules.currency))}
            >
              {t('wallet.all')}
            </button>
          )}
        </div>
      )}
    </>
  )
}
