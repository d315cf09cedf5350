// The game wallet as a member sees it: each platform's balance (asked of the platform) with what it
// has not confirmed yet, and the history of transfers.
import { sql, type Kysely } from 'kysely'
import type { GamePlatform } from '../../src/shared/calls/play'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import type { Config } from '../config'
import { newestFirstPage } from '../db/newestFirstPage'
import type { DB } from '../db/schema'
import { findPlatform, listPlatforms, type Platform } from './registry'
import { transferRecordOf } from './transfers'

/** What each platform has not confirmed yet, by platform slug. */
async function pendingByPlatform(db: Kysely<DB>, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('member_requests')
    .select([sql<string>`details->>'platform'`.as('platform'), sql<number>`sum(amount)::bigint`.as('pending')])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'platform_transfer')
    .where('status', '=', 'pending')
    .groupBy(sql`details->>'platform'`)
    .execute()
  return new Map(rows.map((row) => [row.platform, row.pending]))
}

async function platformView(db: Kysely<DB>, memberId: number, platform: Platform, pending: ReadonlyMap<string, number>): Promise<GamePlatform> {
  return {
    slug: platform.slug,
    name: platform.name,
    status: platform.adapter.status(),
    balance: await platform.adapter.balance(db, memberId),
    pending: pending.get(platform.slug) ?? 0,
  }
}

export async function platformList(db: Kysely<DB>, config: Config, memberId: number): Promise<ResponseOf<'getPlatformList'>> {
  const member = await db.selectFrom('members').select('seamless').where('id', '=', memberId).executeTakeFirstOrThrow()
  const pending = await pendingByPlatform(db, memberId)
  const platforms: GamePlatform[] = []
  for (const platform of await listPlatforms(db, config)) platforms.push(await platformView(db, memberId, platform, pending))
  // A seamless member plays from the main balance; a platform is listed only while it still holds their money.
  return member.seamless
    ? { wallet: 'seamless' as const, platforms: platforms.filter((p) => p.balance > 0 || p.pending > 0) }
    : { wallet: 'transfer' as const, platforms }
}

export async function platformBalance(db: Kysely<DB>, config: Config, memberId: number, slug: string): Promise<GamePlatform> {
  const platform = await findPlatform(db, config, slug)
  return platformView(db, memberId, platform, await pendingByPlatform(db, memberId))
}

export async function platformTransferPage(
  db: Kysely<DB>,
  config: Config,
  memberId: number,
  input: RequestOf<'getPlatformTransferList'>,
): Promise<ResponseOf<'getPlatformTransferList'>> {
  const own = db.selectFrom('member_requests').where('member_id', '=', memberId).where('kind', '=', 'platform_transfer')
  const { rows, total } = await newestFirstPage(own, input.page, input.pageSize)
  const names = new Map((await listPlatforms(db, config)).map((platform) => [platform.slug, platform.name]))
  return { transfers: rows.map((row) => transferRecordOf(row, names)), total }
}
