import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ODDS_SCALE, type LuckyDraw } from '../../src/shared/calls/activity'
import { drawPrize, luckyDraws, prizeAt } from './drawCatalogue'

/** P(X ≥ x) for X chi-square distributed with k degrees of freedom: the regularized upper incomplete gamma Q(k/2, x/2). */
function chiSquareSurvival(x: number, k: number): number {
  const a = k / 2
  const z = x / 2
  const logGammaA = logGamma(a)
  if (z < a + 1) {
    // Series for the lower part P(a, z), then Q = 1 - P.
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 500; n++) {
      term *= z / (a + n)
      sum += term
      if (term < sum * 1e-15) break
    }
    return 1 - sum * Math.exp(-z + a * Math.log(z) - logGammaA)
  }
  // Continued fraction for Q(a, z) (Lentz).
  let b = z + 1 - a
  let c = 1 / 1e-300
  let d = 1 / b
  let h = d
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    d = Math.abs(d) < 1e-300 ? 1e-300 : d
    c = b + an / c
    c = Math.abs(c) < 1e-300 ? 1e-300 : c
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return Math.exp(-z + a * Math.log(z) - logGammaA) * h
}

/** Lanczos approximation. */
function logGamma(x: number): number {
  const g = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5]
  let y = x
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5)
  let series = 1.000000000190015
  for (const coefficient of g) series += coefficient / ++y
  return -tmp + Math.log((2.5066282746310005 * series) / x)
}

describe('the lucky draw catalogue', () => {
  it('states odds that add up to the whole for every draw, with ids unique within it', () => {
    for (const draw of luckyDraws) {
      expect(draw.prizes.reduce((sum, prize) => sum + prize.odds, 0)).toBe(ODDS_SCALE)
      expect(new Set(draw.prizes.map((prize) => prize.id)).size).toBe(draw.prizes.length)
    }
    expect(new Set(luckyDraws.map((draw) => draw.id)).size).toBe(luckyDraws.length)
  })

  it('gives each prize exactly its share of the rolls', () => {
    const prizes = luckyDraws[0]!.prizes
    const counts = new Map<number, number>()
    for (let roll = 0; roll < ODDS_SCALE; roll++) {
      const prize = prizeAt(prizes, roll)
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1)
    }
    expect(prizes.map((prize) => counts.get(prize.id))).toEqual(prizes.map((prize) => prize.odds))
    expect(() => prizeAt(prizes, ODDS_SCALE)).toThrow(RangeError)
  })

  it('knows its chi-square tail: the 0.1% critical values', () => {
    expect(chiSquareSurvival(20.515, 5)).toBeCloseTo(0.001, 5)
    expect(chiSquareSurvival(22.458, 6)).toBeCloseTo(0.001, 5)
    expect(chiSquareSurvival(4.351, 5)).toBeCloseTo(0.5, 3)
  })

  /** The chance of a fit at least this bad if `roll` drew with the stated odds (Pearson's chi-square test). */
  function oddsFit(draw: LuckyDraw, spins: number, roll?: (max: number) => number): number {
    const counts = new Map<number, number>()
    for (let i = 0; i < spins; i++) {
      const prize = drawPrize(draw.prizes, roll)
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1)
    }
    const statistic = draw.prizes.reduce((sum, prize) => {
      const expected = (spins * prize.odds) / ODDS_SCALE
      return sum + ((counts.get(prize.id) ?? 0) - expected) ** 2 / expected
    }, 0)
    return chiSquareSurvival(statistic, draw.prizes.length - 1)
  }

  it.each(luckyDraws.map((draw) => [draw.slug, draw] as const))('draws %s with the stated odds over 100,000 spins (chi-square, p > 0.001)', (_slug, draw) => {
    expect(oddsFit(draw, 100_000)).toBeGreaterThan(0.001)
  })

  it('would catch a wheel that never reaches its last tenth', () => {
    const skewed = (max: number) => randomInt(Math.floor(max * 0.9))
    expect(oddsFit(luckyDraws[0]!, 100_000, skewed)).toBeLessThan(0.001)
  })
})
