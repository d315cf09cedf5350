import { describe, expect, it } from 'vitest'
import { parseDay, quickRange, rangeTimes } from './betRange'

const today = new Date(2026, 2, 15, 18, 30)

describe('betting record ranges', () => {
  it('builds the quick picks from local calendar days', () => {
    expect(quickRange('today', today)).toEqual({ from: '2026-03-15', to: '2026-03-15' })
    expect(quickRange('last7', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' })
    expect(quickRange('last30', today)).toEqual({ from: '2026-02-14', to: '2026-03-15' })
  })

  it('reads only real days from a date input', () => {
    expect(parseDay('2026-02-28')?.getDate()).toBe(28)
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('')).toBeNull()
  })

  it('sends whole days with the local offset', () => {
    const result = rangeTimes({ from: '2026-03-09', to: '2026-03-15' })
    if (!('times' in result)) throw new Error('expected times')
    expect(result.times.startTime).toMatch(/^2026-03-09T00:00:00[+-]\d{2}:\d{2}$/)
    expect(result.times.endTime).toMatch(/^2026-03-15T23:59:59[+-]\d{2}:\d{2}$/)
  })

  it('refuses an end before the start, a range over 90 days and an empty date', () => {
    expect(rangeTimes({ from: '2026-03-15', to: '2026-03-14' })).toEqual({ error: { errorMessage: 'invalid_date_range', errorValues: {} } })
    expect(rangeTimes({ from: '2026-01-01', to: '2026-04-01' })).toEqual({ error: { errorMessage: 'date_range_too_long', errorValues: { days: 90 } } })
    expect('times' in rangeTimes({ from: '2026-01-01', to: '2026-03-31' })).toBe(true)
    expect(rangeTimes({ from: '', to: '2026-03-14' })).toEqual({ error: { errorMessage: 'field_required', errorValues: { field: 'startTime' } } })
  })
})
