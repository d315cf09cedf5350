import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { GamePlatform } from '../../src/shared/calls/play'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import type { DB } from '../db/schema'
import { launchGame } from '../games/launch'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { idempotencyKeyOf } from '../http/idempotency'
import { findPlatform, listPlatforms, type Platform } from '../platforms/registry'
import { sendPlatformTransfer, transferRecordOf, transferRef } from '../platforms/transfers'

// The game wallet and launching a game: per-platform balances (asked of each platform), transfers
// in and out and everything back to main as member requests, the transfer history, and the launch
// that issues a game session.

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

export async function playRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context
  const platformNames = async () => new Map((await listPlatforms(db, config)).map((platform) => [platform.slug, platform.name]))

  defineRoute(app, context, 'getPlatformList', async ({ session }) => {
    const member = await db.selectFrom('members').select('seamless').where('id', '=', session.memberId).executeTakeFirstOrThrow()
    const pending = await pendingByPlatform(db, session.memberId)
    const platforms: GamePlatform[] = []
    for (const platform of await listPlatforms(db, config)) platforms.push(await platformView(db, session.memberId, platform, pending))
    // A seamless member plays from the main balance; a platform is listed only while it still holds their money.
    return member.seamless
      ? { wallet: 'seamless' as const, platforms: platforms.filter((p) => p.balance > 0 || p.pending > 0) }
      : { wallet: 'transfer' as const, platforms }
  })

  defineRoute(app, context, 'getPlatformBalance', async ({ input, session }) => {
    const platform = await findPlatform(db, config, input.platform)
    return platformView(db, session.memberId, platform, await pendingByPlatform(db, session.memberId))
  })

  defineRoute(app, context, 'platformTransfer', async ({ input, session, trx, request }) => {
    const platform = await findPlatform(trx, config, input.platform)
    const ref = transferRef(session.memberId, idempotencyKeyOf(request.headers['idempotency-key']), platform.slug)
    const sent = await sendPlatformTransfer(trx, { memberId: session.memberId, platform, direction: input.direction, amount: input.amount, ref, at: config.now() })
    if (!sent) throw new Error('a transfer of a given amount always files a request')
    request.log.info({ event: 'platform.transfer', memberId: session.memberId, reference: sent.reference, status: sent.status }, 'platform transfer')
    return transferRecordOf(sent, new Map([[platform.slug, platform.name]]))
  })

  defineRoute(app, context, 'transferBack', async ({ input, session, trx, request }) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'])
    const platforms = input.platform ? [await findPlatform(trx, config, input.platform)] : await listPlatforms(trx, config)
    const transfers = []
    const skipped = []
    for (const platform of platforms) {
      // Everything back skips a platform under maintenance and says what stays there; one platform refuses.
      if (platform.adapter.status() === 'maintenance' && !input.platform) {
        const balance = await platform.adapter.balance(trx, session.memberId)
        if (balance > 0) skipped.push({ platform: platform.slug, platformName: platform.name, balance })
        continue
      }
      const ref = transferRef(session.memberId, key, platform.slug)
      const sent = await sendPlatformTransfer(trx, { memberId: session.memberId, platform, direction: 'out', amount: 'all', ref, at: config.now() })
      if (sent) transfers.push(transferRecordOf(sent, new Map([[platform.slug, platform.name]])))
    }
    if (transfers.length === 0 && skipped.length === 0) throw new ApiError(409, 'platform_nothing_to_transfer')
    request.log.info({ event: 'platform.transferBack', memberId: session.memberId, transfers: transfers.length, skipped: skipped.length }, 'transfer back')
    return { transfers, skipped }
  })

  defineRoute(app, context, 'getPlatformTransferList', async ({ input, session }) => {
    const own = db.selectFrom('member_requests').where('member_id', '=', session.memberId).where('kind', '=', 'platform_transfer')
    const rows = await own
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute()
    const { total } = await own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    const names = await platformNames()
    return { transfers: rows.map((row) => transferRecordOf(row, names)), total: Number(total) }
  })

  defineRoute(app, context, 'launchGame', async ({ input, session, request }) => {
    const launch = await launchGame(db, config, session.memberId, input.gameId, requestLanguage(request.headers))
    request.log.info({ event: 'game.launch', memberId: session.memberId, gameId: input.gameId, kind: launch.kind }, 'game launch')
    return launch
  })
}
