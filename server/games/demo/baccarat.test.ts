import { describe, expect, it } from 'vitest'
import { BACCARAT_RTP_BASIS_POINTS, baccaratPercent, bankerDraws, dealBaccarat, handTotal, type Card } from './baccarat'

const card = (rank: number, suit = 0): Card => ({ rank, suit })

/**
 * The exact return of each bet from an eight-deck shoe, drawing without replacement: every deal
 * is enumerated by card value (ten values, tens and faces counting 0).
 */
function exactReturns(): Record<'player' | 'banker' | 'tie', number> {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]
  let total = counts.reduce((a, b) => a + b, 0)
  const outcome = { player: 0, banker: 0, tie: 0 }
  const take = (value: number) => {
    const p = counts[value]! / total
    counts[value]! -= 1
    total -= 1
    return p
  }
  const put = (value: number) => {
    counts[value]! += 1
    total += 1
  }
  const settle = (playerTotal: number, bankerTotal: number, p: number) => {
    if (playerTotal === bankerTotal) outcome.tie += p
    else if (playerTotal > bankerTotal) outcome.player += p
    else outcome.banker += p
  }
  // Deals player, banker, player, banker, then the third cards as the rules say.
  const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
  for (const p1 of values) {
    const q1 = take(p1)
    for (const b1 of values) {
      const q2 = take(b1)
      for (const p2 of values) {
        const q3 = take(p2)
        for (const b2 of values) {
          const q4 = take(b2)
          const base = q1 * q2 * q3 * q4
          const player = (p1 + p2) % 10
          const banker = (b1 + b2) % 10
          if (player >= 8 || banker >= 8 || (player >= 6 && banker >= 6 && !bankerDraws(banker, null))) {
            settle(player, banker, base)
          } else if (player >= 6) {
            for (const b3 of values) {
              const q5 = take(b3)
              settle(player, (banker + b3) % 10, base * q5)
              put(b3)
            }
          } else {
            for (const p3 of values) {
              const q5 = take(p3)
              const playerTotal = (player + p3) % 10
              if (bankerDraws(banker, card(p3 === 0 ? 10 : p3))) {
                for (const b3 of values) {
                  const q6 = take(b3)
                  settle(playerTotal, (banker + b3) % 10, base * q5 * q6)
                  put(b3)
                }
              } else {
                settle(playerTotal, banker, base * q5)
              }
              put(p3)
            }
          }
          put(b2)
        }
        put(p2)
      }
      put(b1)
    }
    put(p1)
  }
  return {
    player: outcome.player * 2 + outcome.tie,
    banker: outcome.banker * 1.95 + outcome.tie,
    tie: outcome.tie * 9,
  }
}

describe('demo baccarat', () => {
  it('states the exact eight-deck returns of its three bets, to a hundredth of a percent', () => {
    const exact = exactReturns()
    for (const bet of ['player', 'banker', 'tie'] as const) {
      expect(Math.abs(exact[bet] * 10_000 - BACCARAT_RTP_BASIS_POINTS[bet])).toBeLessThan(1)
    }
  })

  it('follows the banker drawing table', () => {
    expect(bankerDraws(5, null)).toBe(true)
    expect(bankerDraws(6, null)).toBe(false)
    expect(bankerDraws(3, card(8))).toBe(false)
    expect(bankerDraws(3, card(9))).toBe(true)
    expect(bankerDraws(4, card(1))).toBe(false)
    expect(bankerDraws(4, card(2))).toBe(true)
    expect(bankerDraws(5, card(4))).toBe(true)
    expect(bankerDraws(5, card(3))).toBe(false)
    expect(bankerDraws(6, card(6))).toBe(true)
    expect(bankerDraws(6, card(13))).toBe(false)
    expect(bankerDraws(7, card(7))).toBe(false)
  })

  it('deals two cards each, stands on a natural and draws by the rules otherwise', () => {
    // Shoe indexes: rank = index % 13 + 1 within each 52-card deck; two to the player, then two to the banker.
    const natural = dealBaccarat(((draws) => () => draws.shift()!)([7, 0, 1, 4]))
    expect(natural.player.map((c) => c.rank)).toEqual([8, 1])
    expect(natural.banker.map((c) => c.rank)).toEqual([2, 5])
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player' })

    const drawing = dealBaccarat(((draws) => () => draws.shift()!)([1, 0, 2, 12, 4, 5]))
    expect(drawing.player.map((c) => c.rank)).toEqual([2, 1, 5])
    expect(drawing.banker.map((c) => c.rank)).toEqual([3, 13, 6])
    expect(drawing).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'banker' })
    expect(handTotal(drawing.banker)).toBe(9)
  })

  it('never deals the same card of the shoe twice in a round', () => {
    const repeated = [5, 5, 5, 6, 7, 8, 9, 10]
    const hand = dealBaccarat(() => repeated.shift()!)
    const dealt = [...hand.player, ...hand.banker].map((c) => `${c.rank}/${c.suit}`)
    expect(new Set(dealt).size).toBe(dealt.length)
  })

  it('pays player 1:1, banker 0.95:1, tie 8:1, and returns player and banker bets on a tie', () => {
    expect(baccaratPercent('player', 'player')).toBe(200)
    expect(baccaratPercent('banker', 'banker')).toBe(195)
    expect(baccaratPercent('tie', 'tie')).toBe(900)
    expect(baccaratPercent('player', 'tie')).toBe(100)
    expect(baccaratPercent('banker', 'tie')).toBe(100)
    expect(baccaratPercent('player', 'banker')).toBe(0)
    expect(baccaratPercent('tie', 'player')).toBe(0)
  })
})
