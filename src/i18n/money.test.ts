import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatReadAt, minorToDecimalString } from './money'

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
    expect(formatMoney(100000, 'USD', 'vi-VN')).toMatch(/1\.000,00/)
  })
})

describe('date formatting', () => {
  it('says which time zone a time is in', async () => {
    const { formatDateTime } = await import('./money')
    expect(formatDateTime('2026-11-21T10:00:00.000Z', 'en-US')).toMatch(/Nov 21, 2026.*(UTC|GMT)/)
  })

  it('dates a day as year-month-day in the viewer\'s calendar', () => {
    expect(formatDate(new Date(2026, 10, 2, 23, 30).toISOString())).toBe('2026-11-02')
  })

  it('says when a value was read: the time today, the date too before today', () => {
    const now = new Date(2026, 0, 15, 18, 0).getTime()
    expect(formatReadAt(new Date(2026, 0, 15, 14, 5).getTime(), 'en-US', now)).toBe('2:05 PM')
    expect(formatReadAt(new Date(2026, 0, 14, 14, 5).getTime(), 'en-US', now)).toBe('Jan 14, 2026, 2:05 PM')
  })
})
