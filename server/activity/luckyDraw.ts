import type { Kysely, Transaction } from 'kysely'
import type { DrawResult } from '../../src/shared/calls/activity'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { payFromHouse } from '../ledger/payFromHouse'
import { requireTurnover } from '../wallet/turnover'
import { drawPrize, findDraw } from './drawCatalogue'
import { requireParticipation } from './participation'
import { spendTickets } from './tickets'

const RECENT_RESULTS = 10

/**
 * One spin: spends the draw's tickets, draws a prize on the server and credits it through the ledger
 * (points to the point balance; cash to the main balance, to be wagered once like any bonus), all in
 * `trx`. Without enough tickets it answers 409 no_draw_tickets and nothing happens.
 */
export async function spin(trx: Transaction<DB>, memberId: number, drawId: number, at: Date): Promise<DrawResult & { tickets: number }> {
  await requireParticipation(trx, memberId)
  const draw = findDraw(drawId)
  if (!draw) throw new ApiError(404, 'not_found', { field: 'drawId' })
  const tickets = await spendTickets(trx, memberId, draw.ticketCost, at)
  const prize = drawPrize(draw.prizes)
  const { id } = await trx
    .insertInto('draw_results')
    .values({ member_id: memberId, draw_id: draw.id, prize_id: prize.id, prize_kind: prize.kind, amount: prize.amount, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()

  await payFromHouse(trx, {
    kind: 'lucky_draw_prize',
    memberId,
    account: prize.kind === 'cash' ? 'main' : 'point',
    amount: prize.amount,
    memo: `lucky draw ${draw.slug}, result ${id}`,
    at,
  })
  if (prize.kind === 'cash') await requireTurnover(trx, memberId, prize.amount, at)
  return { id, drawId: draw.id, prize: { id: prize.id, kind: prize.kind, amount: prize.amount }, createdAt: at.toISOString(), tickets }
}

export async function recentResults(db: Kysely<DB>, memberId: number): Promise<DrawResult[]> {
  const rows = await db
    .selectFrom('draw_results')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_RESULTS)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    drawId: row.draw_id,
    prize: { id: row.prize_id, kind: row.prize_kind, amount: row.amount },
    createdAt: row.created_at.toISOString(),
  }))
}
