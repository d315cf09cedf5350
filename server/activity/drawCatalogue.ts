import { randomInt } from 'node:crypto'
import { activityCalls, ODDS_SCALE, type DrawPrize, type LuckyDraw } from '../../src/shared/calls/activity'
import draws from './luckyDraws.json' with { type: 'json' }

// The lucky draws and the stated odds of every prize, kept in luckyDraws.json. What a member is shown
// (getLuckyDrawList) and what the server draws from are this one list: the odds shown are the odds
// drawn. Odds are basis points of ODDS_SCALE and each draw's add up to it exactly; every segment of a
// wheel is a prize. The contract's own schema reads the file, so it holds only draws the call may show.
export const luckyDraws: readonly LuckyDraw[] = activityCalls.getLuckyDrawList.response.shape.draws.parse(draws)

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
