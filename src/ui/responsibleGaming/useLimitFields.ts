import { useState } from 'react'
import { depositLimitWindows, type DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import { useErrorText } from '../useErrorText'
import { amountText, currencyDigits, parseAmount } from '../wallet/amount'

type Limits = Record<DepositLimitWindow, number | null>

/**
 * The three amount fields of a limits form (deposit or loss limits, per 24 hours, 7 and 30 days): what
 * the member typed, kept as typed, and its error once the form was submitted. An empty field is no limit.
 */
export function useLimitFields(limits: Limits, currency: string) {
  const errorText = useErrorText()
  const [texts, setTexts] = useState(
    () => Object.fromEntries(depositLimitWindows.map((w) => [w, limits[w] === null ? '' : amountText(limits[w]!, currency)])) as Record<DepositLimitWindow, string>,
  )
  const [submitted, setSubmitted] = useState(false)
  const parsed = Object.fromEntries(depositLimitWindows.map((w) => [w, texts[w].trim() ? parseAmount(texts[w], currency) : null])) as Limits
  const unreadable = (w: DepositLimitWindow) => texts[w].trim() !== '' && parsed[w] === null
  return {
    texts,
    setText: (w: DepositLimitWindow, text: string) => setTexts((current) => ({ ...current, [w]: text })),
    errorOf: (w: DepositLimitWindow) => (submitted && unreadable(w) ? errorText('wallet.amount_format', { digits: currencyDigits(currency) }) : undefined),
    /** Marks the form submitted: the limits to save, or null while a field does not read as an amount. */
    submit: (): Limits | null => {
      setSubmitted(true)
      return depositLimitWindows.some(unreadable) ? null : parsed
    },
  }
}
