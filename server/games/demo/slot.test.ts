import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SLOT_RTP_BASIS_POINTS, SLOT_STRIP, slotPercent, slotRound, spinSlot, type SlotLine } from './slot'
import type { RandomInt } from './random'

/** A reproducible uniform source (SHA-256 in counter mode), so the 100,000 rounds are the same every run. */
function seededRandom(seed: string): RandomInt {
  let counter = 0
  return (limit) => {
    counter += 1
    const value = createHash('sha256').update(`${seed}:${counter}`).digest().readUIntBE(0, 6)
    return value % limit
  }
}

describe('demo slot', () => {
  it('returns exactly the stated 96.00 % over every stop of the three reels', () => {
    const stops = SLOT_STRIP.length
    let paid = 0
    for (const a of SLOT_STRIP) for (const b of SLOT_STRIP) for (const c of SLOT_STRIP) paid += slotPercent([a, b, c])
    // Percent summed over stops³ equally likely lines, against 100 % staked on each.
    expect((paid * 10_000) / (100 * stops ** 3)).toBe(SLOT_RTP_BASIS_POINTS)
  })

  it('returns within 1 % of the stated return over 100,000 rounds played through slotRound', () => {
    const random = seededRandom('demo-slot-rtp')
    const stake = 100
    let staked = 0
    let returned = 0
    for (let round = 0; round < 100_000; round += 1) {
      staked += stake
      returned += slotRound(stake, random).payout
    }
    const rtp = returned / staked
    expect(Math.abs(rtp - SLOT_RTP_BASIS_POINTS / 10_000)).toBeLessThan(0.01)
  })

  it('pays three alike, the first two alike and a first cherry, nothing else', () => {
    const cases: [SlotLine, number][] = [
      [['seven', 'seven', 'seven'], 1_500],
      [['star', 'star', 'star'], 600],
      [['cherry', 'cherry', 'cherry'], 200],
      [['star', 'star', 'bell'], 250],
      [['plum', 'plum', 'cherry'], 200],
      [['cherry', 'star', 'cherry'], 100],
      [['bell', 'cherry', 'cherry'], 0],
      [['seven', 'star', 'seven'], 0],
    ]
    for (const [line, percent] of cases) expect(slotPercent(line)).toBe(percent)
  })

  it('shows each reel around the drawn stop, the middle row being the paid line', () => {
    const draws = [7, 0, 14]
    const outcome = spinSlot(() => draws.shift()!)
    expect(outcome.line).toEqual(['seven', 'cherry', 'cherry'])
    expect(outcome.reels[0]).toEqual([SLOT_STRIP[6], 'seven', SLOT_STRIP[8]])
    // The strip is a loop: above the first stop is the last one.
    expect(outcome.reels[1]).toEqual([SLOT_STRIP[14], 'cherry', SLOT_STRIP[1]])
    expect(outcome.reels[2]).toEqual([SLOT_STRIP[13], 'cherry', SLOT_STRIP[0]])
    expect(outcome.percent).toBe(0)
  })

  it('pays whole minor units for every chip', () => {
    const payout = slotRound(20, () => 1).payout
    expect(payout).toBe(120)
  })
})
