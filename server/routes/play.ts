import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { launchGame } from '../games/launch'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { idempotencyKeyOf } from '../http/idempotency'
import { recordOpenedGame } from '../memberGames/recentGames'
import { platformBalance, platformList, platformTransferPage } from '../platforms/gameWallet'
import { findPlatform, listPlatforms } from '../platforms/registry'
import { sendPlatformTransfer, transferRecordOf, transferRef } from '../platforms/transfers'

// The game wallet and launching a game: per-platform balances (asked of each platform), transfers
// in and out and everything back to main as member requests, the transfer history, and the launch
// that issues a game session.

export async function playRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getPlatformList', async ({ session }) => platformList(db, config, session.memberId))

  defineRoute(app, context, 'getPlatformBalance', async ({ input, session }) => platformBalance(db, config, session.memberId, input.platform))

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

  defineRoute(app, context, 'getPlatformTransferList', async ({ input, session }) => platformTransferPage(db, config, session.memberId, input))

  defineRoute(app, context, 'launchGame', async ({ input, session, request }) => {
    const launch = await launchGame(db, config, session, input.gameId, requestLanguage(request.headers))
    await recordOpenedGame(db, session.memberId, input.gameId, config.now())
    request.log.info({ event: 'game.launch', memberId: session.memberId, gameId: input.gameId, kind: launch.kind }, 'game launch')
    return launch
  })
}
