import { describe, expect, it } from 'vitest'
import { amountText, parseAmount } from './amount'

describe('typed amounts', () => {
  it('reads whole and decimal major units into minor units', () => {
    expect(parseAmount('100', 'USD')).toBe(10_000)
    expect(parseAmount(' 100.5 ', 'USD')).toBe(10_050)
    expect(parseAmount('100.05', 'USD')).toBe(10_005)
    expect(parseAmount('0.01', 'USD')).toBe(1)
    expect(parseAmount('1500', 'KRW')).toBe(1_500)
  })

  it('refuses anything that is not a plain positive amount in the currency', () => {
    for (const text of ['', '0', '0.00', '-5', '1,000', '1e3', '10.001', 'abc', '.5']) expect(parseAmount(text, 'USD')).toBeNull()
    expect(parseAmount('10.5', 'KRW')).toBeNull()
  })

  it('writes minor units back as the field shows them', () => {
    expect(amountText(12_550, 'USD')).toBe('125.50')
    expect(amountText(7, 'USD')).toBe('0.07')
  })
})
