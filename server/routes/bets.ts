import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { dateRangeError } from '../../src/api/contract'
import type { AppContext } from '../appContext'
import { pick, requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'

export async function betRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context

  defineRoute(app, context, 'getMemberBetRecordList_V4', async ({ input, session, request }) => {
    const rangeError = dateRangeError(input.startTime, input.endTime)
    if (rangeError) throw new ApiError(400, rangeError.errorMessage, rangeError.errorValues)
    const lang = requestLanguage(request.headers)

    let filtered = db
      .selectFrom('bets')
      .where('bets.member_id', '=', session.memberId)
      .where('bets.placed_at', '>=', new Date(input.startTime))
      .where('bets.placed_at', '<=', new Date(input.endTime))
    if (input.status) filtered = filtered.where('bets.status', '=', input.status)

    const [rows, totals] = await Promise.all([
      filtered
        .innerJoin('games', 'games.id', 'bets.game_id')
        .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
        .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
        .select([
          'bets.id',
          'bets.stake',
          'bets.payout',
          'bets.status',
          'bets.placed_at',
          'bets.settled_at',
          'games.name as gameName',
          'game_providers.name as providerName',
          sql<string>`split_part(game_categories.path, '/', 1)`.as('category'),
        ])
        .orderBy('bets.placed_at', 'desc')
        .orderBy('bets.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute(),
      // Summed in SQL as bigint: the database adds the minor units, never a float.
      filtered
        .select([
          sql<number>`count(*)::bigint`.as('total'),
          sql<number>`coalesce(sum(bets.stake), 0)::bigint`.as('stake'),
          sql<number>`coalesce(sum(bets.payout), 0)::bigint`.as('payout'),
          sql<number>`coalesce(sum(bets.payout - bets.stake), 0)::bigint`.as('net'),
        ])
        .executeTakeFirstOrThrow(),
    ])

    return {
      records: rows.map((row) => ({
        id: row.id,
        game: pick(row.gameName, lang),
        provider: row.providerName,
        category: row.category,
        stake: row.stake,
        payout: row.payout,
        status: row.status,
        placedAt: row.placed_at.toISOString(),
        settledAt: row.settled_at?.toISOString() ?? null,
      })),
      total: totals.total,
      summary: { stake: totals.stake, payout: totals.payout, net: totals.net },
    }
  })
}
