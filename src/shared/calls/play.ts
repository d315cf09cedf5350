// Play: the game platforms a transfer-wallet member moves money into and out of (PlatformTransfer,
// TransferBack), the transfers as member requests, and launching a game (/launchLoading). A seamless
// member plays straight from the main balance and has no platform balances to move.
import { z } from 'zod'
import { amounts } from './amounts'
import { call } from './define'
import { requestStatuses } from './requests'
import { amountSchema, get, isoDate, minorUnits, pageRequest, slugRule } from './rules'

export const playErrors = ['platform_unknown', 'platform_maintenance', 'platform_nothing_to_transfer', 'seamless_wallet'] as const

const platformStatuses = ['available', 'maintenance'] as const
const transferDirections = ['in', 'out'] as const
export type TransferDirection = (typeof transferDirections)[number]

const gamePlatform = z.strictObject({
  slug: z.string(),
  name: z.string(),
  status: z.enum(platformStatuses),
  /** What the member holds on the platform, in minor units. */
  balance: minorUnits,
  /** Transfers to or from it the platform has not confirmed yet. */
  pending: minorUnits,
})
export type GamePlatform = z.infer<typeof gamePlatform>

const platformTransferRecord = z.strictObject({
  id: z.int().positive(),
  reference: z.string(),
  platform: z.string(),
  platformName: z.string(),
  direction: z.enum(transferDirections),
  amount: minorUnits.positive(),
  status: z.enum(requestStatuses.platform_transfer),
  reason: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
})
export type PlatformTransferRecord = z.infer<typeof platformTransferRecord>

const platformTransferRequest = z.strictObject({
  platform: slugRule,
  direction: z.enum(transferDirections),
  amount: amountSchema(amounts.platformTransfer),
})

const PLATFORM_TRANSFER_PAGE_SIZE_MAX = 50

const gameLaunch = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('play'),
    /** The game's page on the provider: absolute, or a path on the API's host. */
    url: z.string().min(1),
    game: z.string(),
    platform: z.string(),
  }),
  /** A transfer-wallet member with nothing on the game's platform moves money into it first. */
  z.strictObject({ kind: z.literal('transfer_first'), game: z.string(), platform: z.string(), platformName: z.string() }),
])
export type GameLaunch = z.infer<typeof gameLaunch>

export const playCalls = {
  getPlatformList: get({
    path: '/GamePlatform/getPlatformList', access: 'member',
    response: z.strictObject({ wallet: z.enum(['seamless', 'transfer']), platforms: z.array(gamePlatform) }),
  }),
  getPlatformBalance: call({
    method: 'POST', path: '/GamePlatform/getPlatformBalance', access: 'member', idempotent: false,
    request: z.strictObject({ platform: slugRule }), response: gamePlatform,
  }),
  platformTransfer: call({
    method: 'POST', path: '/GamePlatform/transfer', access: 'member', idempotent: true, loading: true,
    changes: ['balance', 'platforms', 'transactions'],
    request: platformTransferRequest, response: platformTransferRecord,
  }),
  transferBack: call({
    method: 'POST', path: '/GamePlatform/transferBack', access: 'member', idempotent: true,
    changes: ['balance', 'platforms', 'transactions'],
    request: z.strictObject({ platform: slugRule.optional() }),
    response: z.strictObject({
      transfers: z.array(platformTransferRecord),
      /** Platforms holding money that could not be asked now (under maintenance). */
      skipped: z.array(z.strictObject({ platform: z.string(), platformName: z.string(), balance: minorUnits.positive() })),
    }),
  }),
  getPlatformTransferList: call({
    method: 'POST', path: '/GamePlatform/getPlatformTransferList', access: 'member', idempotent: false,
    request: z.strictObject({ ...pageRequest(PLATFORM_TRANSFER_PAGE_SIZE_MAX) }),
    response: z.strictObject({ transfers: z.array(platformTransferRecord), total: z.int().nonnegative() }),
  }),
  launchGame: call({
    method: 'POST', path: '/Game/launchGame', access: 'member', idempotent: false, changes: ['games'],
    request: z.strictObject({ gameId: z.int().positive() }), response: gameLaunch,
  }),
}
