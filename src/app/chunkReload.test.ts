import { describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, shouldReload } from './chunkReload'

describe('chunk reload guard', () => {
  it('reloads on a first failure and not again within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(shouldReload(null, 50_000)).toBe(true)
    expect(shouldReload(45_000, 50_000)).toBe(false)
    expect(shouldReload(39_999, 50_000)).toBe(true)
  })
})
