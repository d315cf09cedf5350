import { describe, expect, it } from 'vitest'
import { cyclePosition } from './StreakLadder'

describe('where the member stands on the 7-day ladder', () => {
  it('marks the days of this cycle signed and the one today’s sign-in takes', () => {
    expect(cyclePosition({ streak: 0, signedToday: false })).toEqual({ done: 0, next: 1 })
    expect(cyclePosition({ streak: 3, signedToday: false })).toEqual({ done: 3, next: 4 })
    expect(cyclePosition({ streak: 3, signedToday: true })).toEqual({ done: 3, next: null })
    expect(cyclePosition({ streak: 7, signedToday: true })).toEqual({ done: 7, next: null })
    // After a full cycle the next sign-in starts the ladder again.
    expect(cyclePosition({ streak: 7, signedToday: false })).toEqual({ done: 0, next: 1 })
    expect(cyclePosition({ streak: 8, signedToday: true })).toEqual({ done: 1, next: null })
  })
})
