import { amounts } from '../../shared/calls/amounts'
import { depositLimitWindows, type DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import type { AmountRules } from '../forms/amountRules'
import { useAmountField, type AmountFieldState } from '../forms/useAmountField'
import { amountText } from '../wallet/amount'

type Limits = Record<DepositLimitWindow, number | null>

/**
 * The three amount fields of a limits form (deposit or loss limits, per 24 hours, 7 and 30 days), each
 * the money forms' amount field under the contract's rule for a limit. An empty field is no limit.
 */
export function useLimitFields(limits: Limits, currency: string) {
  const rulesOf = (window: DepositLimitWindow): AmountRules => ({ field: window, rule: amounts.limit, currency, optional: true })
  const textOf = (window: DepositLimitWindow) => {
    const limit = limits[window]
    return limit === null ? '' : amountText(limit, currency)
  }
  const fields: Record<DepositLimitWindow, AmountFieldState> = {
    day: useAmountField(rulesOf('day'), textOf('day')),
    week: useAmountField(rulesOf('week'), textOf('week')),
    month: useAmountField(rulesOf('month'), textOf('month')),
  }
  return {
    fields,
    /** Shows every field's error: the limits to save, or null while a field is wrong. */
    submit: (): Limits | null => {
      for (const w of depositLimitWindows) fields[w].submit()
      if (depositLimitWindows.some((w) => fields[w].check.error)) return null
      return { day: fields.day.check.value, week: fields.week.check.value, month: fields.month.check.value }
    },
  }
}
