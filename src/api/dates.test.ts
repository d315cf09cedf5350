import { describe, expect, it } from 'vitest'
import { rangeTimestamp } from './dates'

describe('range timestamps', () => {
  it('starts a day at 00:00:00 and ends it at 23:59:59, with the local offset', () => {
    const day = new Date(2026, 10, 21, 15, 30)
    expect(rangeTimestamp(day, 'start')).toMatch(/^2026-11-21T00:00:00[+-]\d{2}:\d{2}$/)
    expect(rangeTimestamp(day, 'end')).toMatch(/^2026-11-21T23:59:59[+-]\d{2}:\d{2}$/)
  })
})
