import { describe, expect, it } from 'vitest'
import { zoneName } from './timeZones'

describe('time zone names', () => {
  it('names the markets\' zones by a locale key, never by their IANA id', () => {
    expect(zoneName('Asia/Seoul')).toEqual({ key: 'time_zone.korea' })
    expect(zoneName('Asia/Taipei')).toEqual({ key: 'time_zone.taipei' })
    expect(zoneName('Asia/Ho_Chi_Minh')).toEqual({ key: 'time_zone.vietnam' })
  })

  it('names any other zone by its offset', () => {
    expect(zoneName('Asia/Tokyo')).toEqual({ offset: 'GMT+9' })
    expect(zoneName('Asia/Kolkata')).toEqual({ offset: 'GMT+5:30' })
  })
})
