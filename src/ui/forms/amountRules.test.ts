import { describe, expect, it } from 'vitest'
import { amounts } from '../../shared/calls/amounts'
import { checkAmount, fieldAmountText, largestAmount, quickAmounts, type AmountRules } from './amountRules'

const withdrawal: AmountRules = {
  field: 'amount',
  rule: amounts.withdrawal,
  currency: 'USD',
  min: { value: 1_000, refusal: { errorMessage: 'withdrawal_below_minimum', errorValues: { field: 'amount', min: 1_000 } } },
  max: [
    { value: 500_000, refusal: { errorMessage: 'withdrawal_above_maximum', errorValues: { field: 'amount', max: 500_000 } } },
    { value: 20_000, refusal: { errorMessage: 'withdrawal_above_withdrawable', errorValues: { field: 'amount' } } },
  ],
}

const points: AmountRules = {
  field: 'point',
  rule: amounts.pointTransfer,
  currency: null,
  min: { value: 1_000, refusal: { errorMessage: 'field_too_small', errorValues: { field: 'point', min: 1_000 } } },
  max: [{ value: 2_550, refusal: { errorMessage: 'insufficient_points', errorValues: { field: 'point', point: 2_550 } } }],
  step: 100,
}

describe('checkAmount', () => {
  it('reads money in minor units of the currency and passes an amount inside every limit', () => {
    expect(checkAmount('125.5', withdrawal)).toEqual({ value: 12_550, error: null })
    expect(checkAmount(' 200 ', withdrawal)).toEqual({ value: 20_000, error: null })
  })

  it('asks for an amount when the field is empty, naming the contract field', () => {
    expect(checkAmount('  ', withdrawal).error).toEqual({ key: 'back.errorCode.field_required', values: { field: 'amount' } })
  })

  it('refuses text that is not an amount in the currency with its number of decimals', () => {
    for (const typed of ['0', '-5', '1e3', '10.005', 'abc']) {
      expect(checkAmount(typed, withdrawal).error).toEqual({ key: 'wallet.amount_format', values: { digits: 2 } })
    }
    expect(checkAmount('1000.5', { ...withdrawal, currency: 'KRW' }).error).toEqual({ key: 'wallet.amount_format', values: { digits: 0 } })
  })

  it('refuses below the server minimum and above the first upper limit passed, as the server answers', () => {
    expect(checkAmount('9.99', withdrawal).error).toEqual({ key: 'back.errorCode.withdrawal_below_minimum', values: { field: 'amount', min: 1_000 } })
    expect(checkAmount('200.01', withdrawal).error).toEqual({ key: 'back.errorCode.withdrawal_above_withdrawable', values: { field: 'amount' } })
    expect(checkAmount('6000', withdrawal).error).toEqual({ key: 'back.errorCode.withdrawal_above_maximum', values: { field: 'amount', max: 500_000 } })
  })

  it("applies the contract's own rules before the server's limits: the points step", () => {
    expect(checkAmount('1050', points).error).toEqual({ key: 'back.errorCode.point_step', values: { field: 'point', step: 100 } })
    expect(checkAmount('1.5', points).error).toEqual({ key: 'back.errorCode.field_invalid', values: { field: 'point' } })
    expect(checkAmount('900', points).error).toEqual({ key: 'back.errorCode.field_too_small', values: { field: 'point', min: 1_000 } })
    expect(checkAmount('2600', points).error).toEqual({ key: 'back.errorCode.insufficient_points', values: { field: 'point', point: 2_550 } })
    expect(checkAmount('2500', points)).toEqual({ value: 2_500, error: null })
  })
})

describe('largestAmount and quickAmounts', () => {
  it('takes the lowest upper limit, rounded down to the step', () => {
    expect(largestAmount(withdrawal)).toBe(20_000)
    expect(largestAmount(points)).toBe(2_500)
    expect(largestAmount({ ...withdrawal, max: undefined })).toBeNull()
  })

  it('offers up to four round amounts inside the limits, in whole units of the currency', () => {
    expect(quickAmounts(withdrawal)).toEqual([1_000, 5_000, 10_000])
    expect(quickAmounts({ ...withdrawal, max: [{ value: 10_000_000, refusal: { errorMessage: 'x', errorValues: {} } }] })).toEqual([1_000, 5_000, 10_000, 50_000])
    expect(quickAmounts({ ...withdrawal, currency: 'KRW', min: undefined, max: undefined })).toEqual([10, 50, 100, 500])
    expect(quickAmounts(points)).toEqual([1_000])
  })

  it('shows an amount as the field holds it', () => {
    expect(fieldAmountText(12_550, 'USD')).toBe('125.50')
    expect(fieldAmountText(50_000, 'KRW')).toBe('50000')
    expect(fieldAmountText(1_200, null)).toBe('1200')
  })
})
