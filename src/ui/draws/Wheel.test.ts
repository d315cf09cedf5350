import { describe, expect, it } from 'vitest'
import { landingRotation } from './Wheel'

describe('the wheel’s landing', () => {
  it('turns whole turns forward and stops with the drawn segment under the pointer', () => {
    // Six segments of 60°: segment i is centred at i·60° clockwise from the top.
    for (const [from, index] of [[0, 0], [0, 2], [1_850, 5], [1_890, 1]] as const) {
      const to = landingRotation(from, index, 6)
      expect(to - from).toBeGreaterThanOrEqual(5 * 360)
      expect(to - from).toBeLessThan(6 * 360)
      expect((((to + index * 60) % 360) + 360) % 360).toBe(0)
    }
  })
})
