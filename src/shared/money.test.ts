import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, MINUS_SIGN, minorToDecimalString } from './money'

describe('money formatting', () => {
  it('turns minor units into an exact decimal string', () => {
    expect(minorToDecimalString(100000, 2)).toBe('1000.00')
    expect(minorToDecimalString(5, 2)).toBe('0.05')
    expect(minorToDecimalString(-1234, 2)).toBe('-12.34')
    expect(minorToDecimalString(9007199254740991, 2)).toBe('90071992547409.91')
    expect(minorToDecimalString(1500, 0)).toBe('1500')
  })

  it('refuses amounts that are not safe integers', () => {
    expect(() => minorToDecimalString(0.1, 2)).toThrow(RangeError)
  })

  it('formats in the language of the page', () => {
    expect(formatMoney(100000, 'USD', 'en-US')).toBe('$1,000.00')
    expect(formatMoney(9007199254740991, 'USD', 'en-US')).toBe('$90,071,992,547,409.91')
    expect(formatMoney(100000, 'USD', 'vi-VN')).toBe('1.000,00\u00a0$')
  })

  it('shows one currency display in every language: the narrow symbol, never US$', () => {
    expect(formatMoney(100000, 'USD', 'ko-KR')).toBe('$1,000.00')
    expect(formatMoney(100000, 'USD', 'zh-TW')).toBe('$1,000.00')
  })

  it('writes every negative amount with the one minus sign, U+2212', () => {
    expect(MINUS_SIGN).toBe('\u2212')
    expect(formatMoney(-5000, 'USD', 'en-US')).toBe('\u2212$50.00')
    expect(formatMoney(-5000, 'USD', 'ko-KR')).toBe('\u2212$50.00')
    expect(formatMoney(-5000, 'USD', 'vi-VN')).toBe('\u221250,00\u00a0$')
    expect(formatNumber(-1200, 'zh-TW')).toBe('\u22121,200')
  })

  it('signs a credit with + when asked, a zero with nothing', () => {
    expect(formatMoney(5000, 'USD', 'en-US', { signed: true })).toBe('+$50.00')
    expect(formatMoney(0, 'USD', 'en-US', { signed: true })).toBe('$0.00')
    expect(formatNumber(300, 'en-US', { signed: true })).toBe('+300')
  })
})
