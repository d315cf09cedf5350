// The amount fields a member types (money in minor units, or points), each rule as plain data: the
// contract builds those fields' schemas from it (`amountSchema` in rules.ts), and the money forms check
// what is typed against it (ui/forms/amountRules.ts) without the schemas' library. The withdrawal and
// game-wallet pages show such a form on their first screen, and with zod there a first visit fetched
// 26 KiB gzip more and evaluated it (100-200 ms at 4x CPU) before the page could show.
import type { ErrorBody } from './errors'

export interface AmountRule {
  /** The least amount, itself allowed unless `exclusive` (a positive amount: more than 0). */
  min: number
  exclusive?: true
  max?: number
  /** What the amount moves in, and the code of its refusal (the step among its values). */
  step?: { value: number; code: string }
}

/** Larger than any balance; keeps amounts safe integers on both ends. */
const MAX_MONEY = 1_000_000_000_000

export const POINT_TRANSFER_MINIMUM = 1_000
export const POINT_TRANSFER_STEP = 100

export const amounts = {
  /** A deposit order's amount; each channel's range is the server's data. */
  deposit: { min: 0, exclusive: true },
  withdrawal: { min: 1, max: MAX_MONEY },
  /** Into or out of a game platform. */
  platformTransfer: { min: 1, max: MAX_MONEY },
  /** Points converted into the main balance: more points than any member holds is the maximum. */
  pointTransfer: { min: POINT_TRANSFER_MINIMUM, max: 1_000_000_000, step: { value: POINT_TRANSFER_STEP, code: 'point_step' } },
  /** A deposit or loss limit of one window. */
  limit: { min: 0, exclusive: true, max: MAX_MONEY },
} as const satisfies Record<string, AmountRule>

/**
 * Why a whole amount breaks its rule, as the server's validation answers (calls/errors.ts,
 * `issueToError`): the minimum, then the maximum, then the step, the order the schema checks them in.
 */
export function amountRefusal(value: number, rule: AmountRule, field: string): ErrorBody | null {
  if (value < rule.min || (rule.exclusive && value === rule.min)) return { errorMessage: 'field_too_small', errorValues: { field, min: rule.min } }
  if (rule.max !== undefined && value > rule.max) return { errorMessage: 'field_too_large', errorValues: { field, max: rule.max } }
  if (rule.step && value % rule.step.value !== 0) return { errorMessage: rule.step.code, errorValues: { field, step: rule.step.value } }
  return null
}
