import type { Transaction } from 'kysely'
import type { BetStatus, DB } from '../db/schema'

// The demo member's play over the last 45 days: deterministic, so tests can recompute any range.
export const DEMO_BETTOR = 'demo'
const DEMO_BET_COUNT = 60
const MINUTE_MS = 60_000
/** 45 days spread over 60 bets: 18 hours apart, plus a few minutes' jitter so times look real. */
const SPACING_MINUTES = (45 * 24 * 60) / DEMO_BET_COUNT
const STAKES = [1_000, 2_000, 5_000, 10_000, 500, 2_500, 20_000]
/** Payout as tenths of the stake; zeros are losses. */
const PAYOUT_TENTHS = [0, 0, 20, 0, 15, 0, 35, 0, 10, 50]
/** The newest few are still running on their platforms. */
const PENDING = new Set([0, 1, 3, 6])

export interface DemoBet {
  gameIndex: number
  stake: number
  payout: number
  status: BetStatus
  placedAt: Date
  settledAt: Date | null
}

export function demoBets(now: Date): DemoBet[] {
  return Array.from({ length: DEMO_BET_COUNT }, (_, i) => {
    const placedAt = new Date(now.getTime() - (i * SPACING_MINUTES + 7 + ((i * 137) % 600)) * MINUTE_MS)
    const stake = STAKES[i % STAKES.length] ?? 1_000
    const status: BetStatus = PENDING.has(i) ? 'pending' : i % 13 === 7 ? 'cancelled' : 'settled'
    const payout = status === 'pending' ? 0 : status === 'cancelled' ? stake : (stake * (PAYOUT_TENTHS[(i * 3) % PAYOUT_TENTHS.length] ?? 0)) / 10
    const settledAt = status === 'pending' ? null : new Date(placedAt.getTime() + (1 + (i % 5)) * MINUTE_MS)
    return { gameIndex: i * 37, stake, payout, status, placedAt, settledAt }
  })
}

export async function seedDemoBets(trx: Transaction<DB>, now: Date): Promise<void> {
  const member = await trx.selectFrom('members').select('id').where('username', '=', DEMO_BETTOR).executeTakeFirstOrThrow()
  const games = await trx.selectFrom('games').select('id').orderBy('id').execute()
  if (games.length === 0) throw new Error('the game catalogue must be seeded before the demo bets')
  const rows = demoBets(now).map((bet) => {
    const game = games[bet.gameIndex % games.length]
    if (!game) throw new Error('no game for a demo bet')
    return {
      member_id: member.id,
      game_id: game.id,
      stake: bet.stake,
      payout: bet.payout,
      status: bet.status,
      placed_at: bet.placedAt,
      settled_at: bet.settledAt,
    }
  })
  await trx.insertInto('bets').values(rows).execute()
}
