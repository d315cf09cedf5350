import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountRefusal, amounts, type AmountRule } from './amounts'
import { issueToError } from './errors'
import { amountSchema } from './rules'

/** What the server answers for `value` in a request field built from `rule`: its first issue, as an error body. */
function schemaRefusal(value: number, rule: AmountRule, field: string) {
  const parsed = amountSchema(rule).safeParse(value)
  return parsed.success ? null : issueToError({ ...parsed.error.issues[0]!, path: [field] })
}

/** Whole amounts around each limit of a rule, where a slip in either check would show. */
function edgesOf(rule: AmountRule): number[] {
  const limits = [rule.min, rule.max ?? rule.min + 1_000_000]
  const step = rule.step?.value ?? 1
  return [-1, 0, 1, ...limits.flatMap((limit) => [limit - step - 1, limit - step, limit - 1, limit, limit + 1, limit + step, limit + step + 1])]
}

describe('the amount rules', () => {
  it('refuse as the schemas built from them do, value for value, at every limit of every rule', () => {
    for (const [name, rule] of Object.entries(amounts)) {
      for (const value of edgesOf(rule)) expect(amountRefusal(value, rule, name), `${name} ${value}`).toEqual(schemaRefusal(value, rule, name))
    }
  })

  it('refuse as the schemas do for any whole amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.entries(amounts)), fc.integer({ min: -10, max: 2_000_000_000_000 }), ([name, rule], value) => {
        expect(amountRefusal(value, rule, name)).toEqual(schemaRefusal(value, rule, name))
      }),
      { numRuns: 500 },
    )
  })

  it('name the limit or the step the amount broke', () => {
    expect(amountRefusal(0, amounts.deposit, 'amount')).toEqual({ errorMessage: 'field_too_small', errorValues: { field: 'amount', min: 0 } })
    expect(amountRefusal(1, amounts.deposit, 'amount')).toBeNull()
    expect(amountRefusal(1_000_000_000_001, amounts.withdrawal, 'amount')).toEqual({ errorMessage: 'field_too_large', errorValues: { field: 'amount', max: 1_000_000_000_000 } })
    expect(amountRefusal(1_050, amounts.pointTransfer, 'point')).toEqual({ errorMessage: 'point_step', errorValues: { field: 'point', step: 100 } })
    expect(amountRefusal(900, amounts.pointTransfer, 'point')).toEqual({ errorMessage: 'field_too_small', errorValues: { field: 'point', min: 1_000 } })
  })
})
