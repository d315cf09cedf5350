import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatReadAt } from './dates'

// 2026-11-25T16:42:00Z is 26 November 01:42 in Seoul, 00:42 in Taipei, 23:42 on the 25th in Hanoi.
const moment = '2026-11-25T16:42:00.000Z'

describe('dates in each language', () => {
  it('kr: year.month.day and a 24-hour time', () => {
    expect(formatDateTime(moment, 'kr', 'Asia/Seoul')).toBe('2026.11.26 01:42')
    expect(formatDate(moment, 'kr', 'Asia/Seoul')).toBe('2026.11.26')
  })

  it('tw: year/month/day and a 24-hour time', () => {
    expect(formatDateTime(moment, 'tw', 'Asia/Taipei')).toBe('2026/11/26 00:42')
    expect(formatDate(moment, 'tw', 'Asia/Taipei')).toBe('2026/11/26')
  })

  it('vn: day/month/year, the date before the time', () => {
    expect(formatDateTime(moment, 'vn', 'Asia/Ho_Chi_Minh')).toBe('25/11/2026 23:42')
    expect(formatDate(moment, 'vn', 'Asia/Ho_Chi_Minh')).toBe('25/11/2026')
  })

  it('en: day, short month, year, then the time', () => {
    expect(formatDateTime(moment, 'en', 'Asia/Seoul')).toBe('26 Nov 2026, 01:42')
    expect(formatDate('2026-01-05T03:00:00.000Z', 'en', 'UTC')).toBe('05 Jan 2026')
  })

  it('uses the device time zone when given none', () => {
    const local = new Date(2026, 10, 2, 23, 30)
    expect(formatDateTime(local.toISOString(), 'kr')).toBe('2026.11.02 23:30')
  })

  it('says when a value was read: the time today, the date too before today', () => {
    const now = Date.parse('2026-01-15T09:00:00.000Z')
    expect(formatReadAt(Date.parse('2026-01-15T05:05:00.000Z'), 'kr', now, 'Asia/Seoul')).toBe('14:05')
    expect(formatReadAt(Date.parse('2026-01-14T05:05:00.000Z'), 'vn', now, 'Asia/Seoul')).toBe('14/01/2026 14:05')
  })
})
