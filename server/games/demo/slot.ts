import { share, type RandomInt } from './random'

// The demo slot: three reels spinning the same strip of 15 stops, paid on the middle line. Every
// pay is a percent of the stake (the stake included). The return to player is exactly 24/25: the
// test enumerates all 15³ stops and plays 100,000 rounds through slotRound.

const slotSymbols = ['seven', 'star', 'bell', 'plum', 'cherry'] as const
export type SlotSymbol = (typeof slotSymbols)[number]

/** seven ×1, star ×2, bell ×2, plum ×2, cherry ×8. */
export const SLOT_STRIP: readonly SlotSymbol[] = [
  'cherry', 'star', 'cherry', 'bell', 'cherry', 'plum', 'cherry', 'seven',
  'cherry', 'bell', 'cherry', 'plum', 'star', 'cherry', 'cherry',
]

const SLOT_PAYS = {
  /** Three of a kind. */
  three: { seven: 1_500, star: 600, bell: 300, plum: 250, cherry: 200 },
  /** The first two reels alike, the third not. */
  two: { seven: 250, star: 250, bell: 200, plum: 200, cherry: 200 },
  /** A cherry on the first reel and nothing better: the stake back. */
  cherry: 100,
} as const satisfies Record<'three' | 'two', Record<SlotSymbol, number>> & { cherry: number }

/** The stated return to player, in basis points (96.00 %). */
export const SLOT_RTP_BASIS_POINTS = 9_600

export type SlotLine = [SlotSymbol, SlotSymbol, SlotSymbol]

/** The pay of a middle line, in percent of the stake. */
export function slotPercent([first, second, third]: SlotLine): number {
  if (first === second && second === third) return SLOT_PAYS.three[first]
  if (first === second) return SLOT_PAYS.two[first]
  return first === 'cherry' ? SLOT_PAYS.cherry : 0
}

const symbolAt = (stop: number): SlotSymbol => SLOT_STRIP[((stop % SLOT_STRIP.length) + SLOT_STRIP.length) % SLOT_STRIP.length]!

export type SlotOutcome = {
  /** Each reel's three visible symbols, top to bottom; the middle row is the pay line. */
  reels: [SlotSymbol[], SlotSymbol[], SlotSymbol[]]
  line: SlotLine
  percent: number
}

export function spinSlot(random: RandomInt): SlotOutcome {
  const stops = [random(SLOT_STRIP.length), random(SLOT_STRIP.length), random(SLOT_STRIP.length)]
  const window = (stop: number) => [symbolAt(stop - 1), symbolAt(stop), symbolAt(stop + 1)]
  const line: SlotLine = [symbolAt(stops[0]!), symbolAt(stops[1]!), symbolAt(stops[2]!)]
  return { reels: [window(stops[0]!), window(stops[1]!), window(stops[2]!)], line, percent: slotPercent(line) }
}

/** One spin for `stake` minor units: what the reels show and what it pays. */
export function slotRound(stake: number, random: RandomInt): { outcome: SlotOutcome; payout: number } {
  const outcome = spinSlot(random)
  return { outcome, payout: share(stake, outcome.percent) }
}
