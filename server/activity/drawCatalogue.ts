import { randomInt } from 'node:crypto'
import { ODDS_SCALE, type DrawPrize, type LuckyDraw } from '../../src/shared/calls/activity'

// The lucky draws and the stated odds of every prize. What a member is shown (getLuckyDrawList) and
// what the server draws from are this one list: the odds shown are the odds drawn. Odds are basis
// points of ODDS_SCALE and each draw's add up to it exactly; every segment of a wheel is a prize.

export const luckyDraws: readonly LuckyDraw[] = [
  {
    id: 1,
    slug: 'points_wheel',
    ticketCost: 1,
    prizes: [
      { id: 1, kind: 'point', amount: 50, odds: 3_500 },
      { id: 2, kind: 'point', amount: 100, odds: 3_000 },
      { id: 3, kind: 'point', amount: 200, odds: 1_800 },
      { id: 4, kind: 'point', amount: 500, odds: 1_000 },
      { id: 5, kind: 'point', amount: 1_000, odds: 500 },
      { id: 6, kind: 'point', amount: 5_000, odds: 200 },
    ],
  },
  {
    id: 2,
    slug: 'cash_wheel',
    ticketCost: 1,
    prizes: [
      { id: 1, kind: 'cash', amount: 100, odds: 4_000 },
      { id: 2, kind: 'cash', amount: 200, odds: 3_000 },
      { id: 3, kind: 'cash', amount: 500, odds: 1_800 },
      { id: 4, kind: 'cash', amount: 1_000, odds: 900 },
      { id: 5, kind: 'cash', amount: 5_000, odds: 250 },
      { id: 6, kind: 'cash', amount: 20_000, odds: 49 },
      { id: 7, kind: 'cash', amount: 100_000, odds: 1 },
    ],
  },
]

for (const draw of luckyDraws) {
  const total = draw.prizes.reduce((sum, prize) => sum + prize.odds, 0)
  if (total !== ODDS_SCALE) throw new Error(`the odds of draw ${draw.slug} add up to ${total}, not ${ODDS_SCALE}`)
}

export function findDraw(id: number): LuckyDraw | undefined {
  return luckyDraws.find((draw) => draw.id === id)
}

/** The prize whose share of [0, ODDS_SCALE) contains `roll`. */
export function prizeAt(prizes: readonly DrawPrize[], roll: number): DrawPrize {
  let upTo = 0
  for (const prize of prizes) {
    upTo += prize.odds
    if (roll < upTo) return prize
  }
  throw new RangeError(`roll ${roll} is outside [0, ${upTo})`)
}

/** Draws one prize with exactly the stated odds: a uniform roll from the operating system's CSPRNG (no modulo bias). */
export function drawPrize(prizes: readonly DrawPrize[], roll: (max: number) => number = randomInt): DrawPrize {
  return prizeAt(prizes, roll(ODDS_SCALE))
}
