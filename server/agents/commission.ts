import type { Kysely, Transaction } from 'kysely'
import type { CommissionPeriod } from '../../src/shared/calls/agents'
import { monthBounds, monthOf, operatorDate, shiftMonth } from '../activity/operatorCalendar'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { payFromHouse } from '../ledger/payFromHouse'
import { requireTurnover } from '../wallet/turnover'

// The commission rule: an agent earns their rate (basis points) of the stakes of every settled bet
// placed by the members they referred, counted by calendar month of settlement in the operator's time
// zone, rounded down to the minor unit. Cancelled and running bets count nothing. A month accrues
// while it lasts; once it is over its commission can be claimed once, into the main balance, and like
// any bonus it must be wagered once before it can be withdrawn.

/** The months shown and claimable: the current one and the five before it. */
const COMMISSION_MONTHS = 6
const BASIS_POINTS = 10_000n

function commissionOf(stakes: number, rateBp: number): number {
  return Number((BigInt(stakes) * BigInt(rateBp)) / BASIS_POINTS)
}

async function commissionRate(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<number | null> {
  const agent = await db.selectFrom('agents').select('commission_bp').where('member_id', '=', memberId).executeTakeFirst()
  return agent?.commission_bp ?? null
}

/** Settled stakes of the agent's referred members between two instants, by operator month. */
async function stakesByMonth(db: Kysely<DB> | Transaction<DB>, agentId: number, from: Date, to: Date, timeZone: string): Promise<Map<string, number>> {
  const bets = await db
    .selectFrom('bets as b')
    .innerJoin('member_referrals as r', 'r.member_id', 'b.member_id')
    .select(['b.stake', 'b.settled_at'])
    .where('r.referrer_id', '=', agentId)
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', from)
    .where('b.settled_at', '<', to)
    .execute()
  const months = new Map<string, number>()
  for (const bet of bets) {
    if (!bet.settled_at) continue
    const month = monthOf(operatorDate(bet.settled_at, timeZone))
    months.set(month, (months.get(month) ?? 0) + bet.stake)
  }
  return months
}

export interface CommissionOverview {
  agent: boolean
  rate: number
  periods: CommissionPeriod[]
}

export async function commissionOverview(db: Kysely<DB>, memberId: number, at: Date, timeZone: string): Promise<CommissionOverview> {
  const rate = await commissionRate(db, memberId)
  if (rate === null) return { agent: false, rate: 0, periods: [] }
  const current = monthOf(operatorDate(at, timeZone))
  const months = Array.from({ length: COMMISSION_MONTHS }, (_, i) => shiftMonth(current, -i))
  const stakes = await stakesByMonth(db, memberId, monthBounds(months.at(-1)!, timeZone).from, monthBounds(current, timeZone).to, timeZone)
  const claims = await db.selectFrom('agent_commissions').selectAll().where('agent_id', '=', memberId).where('period', 'in', months).execute()
  const periods = months.map((period): CommissionPeriod => {
    const claim = claims.find((c) => c.period === period)
    if (claim) return { period, stakes: claim.stakes, amount: claim.amount, status: 'claimed', claimedAt: claim.created_at.toISOString() }
    const monthStakes = stakes.get(period) ?? 0
    const amount = commissionOf(monthStakes, rate)
    const status = period === current ? 'accruing' : amount > 0 ? 'claimable' : 'empty'
    return { period, stakes: monthStakes, amount, status, claimedAt: null }
  })
  return { agent: true, rate, periods }
}

/**
 * Credits one finished month's commission. The primary key (agent, month) decides between claims that
 * race: the second inserts nothing and is refused with 409 commission_already_claimed.
 */
export async function claimCommission(trx: Transaction<DB>, agentId: number, period: string, at: Date, timeZone: string) {
  const rate = await commissionRate(trx, agentId)
  if (rate === null) throw new ApiError(403, 'agent_required')
  const current = monthOf(operatorDate(at, timeZone))
  if (period >= current || period < shiftMonth(current, 1 - COMMISSION_MONTHS)) throw new ApiError(400, 'commission_not_claimable', { period })
  const { from, to } = monthBounds(period, timeZone)
  const stakes = (await stakesByMonth(trx, agentId, from, to, timeZone)).get(period) ?? 0
  const amount = commissionOf(stakes, rate)
  if (amount === 0) throw new ApiError(400, 'commission_not_claimable', { period })
  const claimed = await trx
    .insertInto('agent_commissions')
    .values({ agent_id: agentId, period, stakes, amount, created_at: at })
    .onConflict((oc) => oc.columns(['agent_id', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst()
  if (!claimed) throw new ApiError(409, 'commission_already_claimed', { period })

  await payFromHouse(trx, {
    kind: 'agent_commission',
    memberId: agentId,
    account: 'main',
    amount,
    memo: `commission ${period}`,
    at,
  })
  await requireTurnover(trx, agentId, amount, at)
  return { period, amount }
}
