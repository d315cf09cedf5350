import type { Kysely } from 'kysely'
import type { GameLaunch } from '../../src/shared/calls/play'
import type { Config } from '../config'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import type { Session } from '../http/auth'
import { ApiError } from '../http/errors'
import { memberAccount } from '../ledger/accounts'
import { openPlatformAccount } from '../platforms/accounts'
import { findPlatform, requireAvailable } from '../platforms/registry'
import { assertNotExcluded } from '../responsibleGaming/exclusions'
import { demoGameFor, findGame } from './catalogue'
import { startGameSession } from './sessions'

/**
 * Launches a catalogue game for a member: a seamless member's rounds bet from the main balance, a
 * transfer-wallet member's from the game's platform, where an empty balance is answered with
 * `transfer_first` instead of a game. A platform under maintenance refuses.
 */
export async function launchGame(db: Kysely<DB>, config: Pick<Config, 'demoPlatformFaults' | 'now'>, session: Session, gameId: number, lang: ContentLanguage): Promise<GameLaunch> {
  const { memberId } = session
  await assertNotExcluded(db, memberId, config.now())
  const game = await findGame(db, gameId)
  if (!game) throw new ApiError(404, 'not_found', { gameId })
  const platform = await findPlatform(db, config, game.providerSlug)
  requireAvailable(platform)
  const name = pick(game.name, lang)

  const member = await db.selectFrom('members').select(['seamless', 'currency']).where('id', '=', memberId).executeTakeFirstOrThrow()
  let accountId: number
  if (member.seamless) {
    accountId = (await memberAccount(db, memberId, 'main')).id
  } else {
    const account = await db.transaction().execute((trx) => openPlatformAccount(trx, memberId, platform.slug, member.currency))
    if ((await platform.adapter.balance(db, memberId)) === 0) {
      return { kind: 'transfer_first', game: name, platform: platform.slug, platformName: platform.name }
    }
    accountId = account.id
  }

  const demoGame = demoGameFor(game.category)
  const token = await startGameSession(db, { memberId, memberTokenId: session.tokenId, gameId, platform: platform.slug, accountId, game: demoGame, lang, at: config.now() })
  return { kind: 'play', url: platform.adapter.launch({ token, game: demoGame }), game: name, platform: platform.slug }
}
