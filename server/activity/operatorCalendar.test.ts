import { describe, expect, it } from 'vitest'
import { daysBetween, daysOfMonth, monthBounds, operatorDate, shiftDate, shiftMonth, startOfDay } from './operatorCalendar'

describe('the operator calendar', () => {
  it('reads the calendar day in the operator time zone, not the server one', () => {
    expect(operatorDate(new Date('2026-03-01T14:59:59Z'), 'Asia/Seoul')).toBe('2026-03-01')
    expect(operatorDate(new Date('2026-03-01T15:00:00Z'), 'Asia/Seoul')).toBe('2026-03-02')
    expect(operatorDate(new Date('2026-03-01T15:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-01')
  })

  it('starts a day at local midnight, also across a daylight-saving change', () => {
    expect(startOfDay('2026-03-02', 'Asia/Seoul').toISOString()).toBe('2026-03-01T15:00:00.000Z')
    // New York moves to summer time on 2026-03-08 at 02:00: that day begins at -05:00, the next at -04:00.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('counts days and months on the calendar', () => {
    expect(shiftDate('2026-02-28', 1)).toBe('2026-03-01')
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3)
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2026-04').at(-1)).toBe('2026-04-30')
    expect(monthBounds('2026-01', 'Asia/Seoul')).toEqual({ from: new Date('2025-12-31T15:00:00Z'), to: new Date('2026-01-31T15:00:00Z') })
  })
})
