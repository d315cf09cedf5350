import { randomInt } from 'node:crypto'

/** A uniformly random whole number in [0, limit). */
export type RandomInt = (limit: number) => number

/** Every outcome a member bets on is drawn from the operating system's cryptographic generator. */
export const cryptoRandom: RandomInt = (limit) => randomInt(limit)

/** Pays `percent` of `stake` (stakes are chips whose every such share is a whole minor unit). */
export function share(stake: number, percent: number): number {
  const payout = (stake * percent) / 100
  if (!Number.isSafeInteger(payout)) throw new RangeError(`${percent}% of ${stake} is not a whole amount`)
  return payout
}

/** The stakes the demo games take, in minor units: multiples of 20, so every pay below is whole. */
export const DEMO_CHIPS = [100, 200, 500, 1_000, 2_000, 5_000] as const
