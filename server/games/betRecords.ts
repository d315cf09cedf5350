// The betting records (getMemberBetRecordList_V4): a page of the member's bets in a date range, with
// the range's totals and, for each bet, whether it can still be cancelled and its newest submission
// to a promotion.
import { sql, type Kysely } from 'kysely'
import { z } from 'zod'
import type { BetRecord } from '../../src/shared/calls/bets'
import { requestStatuses } from '../../src/shared/calls/requests'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'

/** The newest submission of each of these bets to a promotion, by bet id. */
async function uploadsOf(db: Kysely<DB>, betIds: number[]): Promise<Map<number, NonNullable<BetRecord['upload']>>> {
  if (betIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('bet_uploads')
    .innerJoin('member_requests', 'member_requests.id', 'bet_uploads.request_id')
    .innerJoin('promotions', 'promotions.id', 'bet_uploads.promotion_id')
    .select(['bet_uploads.bet_id', 'member_requests.reference', 'member_requests.status', 'member_requests.reason', 'promotions.slug'])
    .where('bet_uploads.bet_id', 'in', betIds)
    .orderBy('member_requests.id', 'asc')
    .execute()
  const status = z.enum(requestStatuses.bet_upload)
  return new Map(rows.map((row) => [row.bet_id, { reference: row.reference, promotion: row.slug, status: status.parse(row.status), reason: row.reason }]))
}

export async function betRecords(
  db: Kysely<DB>,
  memberId: number,
  input: RequestOf<'getMemberBetRecordList_V4'>,
  lang: ContentLanguage,
  now: Date,
): Promise<ResponseOf<'getMemberBetRecordList_V4'>> {
  let filtered = db
    .selectFrom('bets')
    .where('bets.member_id', '=', memberId)
    .where('bets.placed_at', '>=', new Date(input.startTime))
    .where('bets.placed_at', '<=', new Date(input.endTime))
  if (input.status) filtered = filtered.where('bets.status', '=', input.status)

  const [rows, totals] = await Promise.all([
    filtered
      .innerJoin('games', 'games.id', 'bets.game_id')
      .leftJoin('bet_rounds', 'bet_rounds.bet_id', 'bets.id')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
      .select([
        'bets.id',
        'bets.stake',
        'bets.payout',
        'bets.status',
        'bets.placed_at',
        'bets.settled_at',
        'bet_rounds.account_id',
        'bet_rounds.event_starts_at',
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

  const uploads = await uploadsOf(db, rows.map((row) => row.id))
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
      eventStartsAt: row.event_starts_at?.toISOString() ?? null,
      cancellable: row.status === 'pending' && row.account_id !== null && row.event_starts_at !== null && row.event_starts_at > now,
      upload: uploads.get(row.id) ?? null,
    })),
    total: totals.total,
    summary: { stake: totals.stake, payout: totals.payout, net: totals.net },
  }
}
