import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import type { PlatformTransferRecord, TransferDirection } from '../../src/shared/calls/play'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import { requestStatuses, type RequestStatus } from '../../src/shared/calls/requests'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { memberAccount } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { createRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { assertNotExcluded } from '../responsibleGaming/exclusions'
import { lossLimitRefusal } from '../responsibleGaming/lossLimits'
import { openPlatformAccount } from './accounts'
import { platformAdapter, requireAvailable, type Platform } from './registry'

// Money between the main balance and a game platform, as member requests of kind platform_transfer.
// The platform is asked while the accounts involved are locked, and the answer decides the movement:
// confirmed, the money moves (completed); refused, nothing moves (failed); no answer, the money is
// held, neither in main nor on the platform, until reconciliation learns what the platform did and
// completes the transfer or gives the money back (exactly one of the two: the request leaves
// `pending` once, under its row lock). Money is never in two places and never lost.

const transferStatus = z.enum(requestStatuses.platform_transfer)
const transferDetails = z.object({ platform: z.string(), direction: z.enum(['in', 'out']), ref: z.string() })

function transferDetailsOf(request: MemberRequest): z.infer<typeof transferDetails> {
  return transferDetails.parse(request.details)
}

/** The reference the platform applies once: the same for a repeat of the member's intent (same key). */
export function transferRef(memberId: number, idempotencyKey: string, platform: string): string {
  const digest = createHash('sha256').update(`${memberId}\n${idempotencyKey}\n${platform}`).digest('base64url')
  return `${platform}:${digest.slice(0, 32)}`
}

interface WalletAccounts {
  main: number
  hold: number
  platform: number
}

/**
 * The member's main, hold and platform accounts, locked and read under the lock. Main is locked
 * first, before a platform account may be opened, so every money action of one member queues on
 * its main account and none can hold a half-opened account another waits for; the other two follow
 * in id order, as the ledger locks them.
 */
async function lockWallet(trx: Transaction<DB>, memberId: number, platform: string, currency: string) {
  const main = (await memberAccount(trx, memberId, 'main')).id
  await trx.selectFrom('accounts').select('id').where('id', '=', main).forUpdate().execute()
  const ids: WalletAccounts = {
    main,
    hold: (await memberAccount(trx, memberId, 'hold')).id,
    platform: (await openPlatformAccount(trx, memberId, platform, currency)).id,
  }
  const rows = await trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('id', 'in', [ids.main, ids.hold, ids.platform])
    .orderBy('id')
    .forUpdate()
    .$narrowType<{ balance: number }>()
    .execute()
  const balanceOf = (id: number) => rows.find((row) => row.id === id)?.balance ?? 0
  return { ids, balanceOf }
}

async function holdOnRequest(trx: Transaction<DB>, request: MemberRequest, fromAccountId: number, holdAccountId: number, at: Date) {
  await trx.updateTable('member_requests').set({ held: request.amount }).where('id', '=', request.id).execute()
  await postTransfer(trx, {
    kind: playTransferKinds.platformHeld,
    memberId: request.member_id,
    fromAccountId,
    toAccountId: holdAccountId,
    amount: request.amount,
    memo: request.reference,
    requestId: request.id,
    at,
  })
}

export interface TransferOrder {
  memberId: number
  platform: Platform
  direction: TransferDirection
  /** 'all': whatever the source holds once it is locked. */
  amount: number | 'all'
  ref: string
  at: Date
}

/**
 * Sends one transfer to the platform inside `trx` and records it; null when 'all' found nothing to
 * move. Refuses (nothing recorded) a transfer into a platform by a seamless member (who plays from
 * the main balance, but may still take money back out), a platform under maintenance and an amount
 * above the source's balance.
 */
export async function sendPlatformTransfer(trx: Transaction<DB>, order: TransferOrder): Promise<MemberRequest | null> {
  const { memberId, platform, direction, ref, at } = order
  const member = await trx.selectFrom('members').select(['seamless', 'currency']).where('id', '=', memberId).executeTakeFirstOrThrow()
  if (member.seamless && direction === 'in') throw new ApiError(409, 'seamless_wallet')
  // Money may always come back out to the main balance; it may not go into a game while excluded,
  // nor more than the loss limits still allow to be lost (checked under their lock, taken first).
  if (direction === 'in') {
    const overLimit = order.amount === 'all' ? null : await lossLimitRefusal(trx, memberId, order.amount, at)
    await assertNotExcluded(trx, memberId, at)
    if (overLimit) throw new ApiError(409, 'loss_limit_reached', overLimit)
  }
  requireAvailable(platform)

  const { ids, balanceOf } = await lockWallet(trx, memberId, platform.slug, member.currency)
  const [from, to] = direction === 'in' ? [ids.main, ids.platform] : [ids.platform, ids.main]
  const amount = order.amount === 'all' ? balanceOf(from) : order.amount
  if (amount === 0) return null
  if (balanceOf(from) < amount) throw new ApiError(409, 'insufficient_funds', { balance: balanceOf(from) })

  const answer = await platform.adapter.transfer(trx, { ref, memberId, direction, amount, at })
  const details = { platform: platform.slug, direction, ref }
  if (answer === 'applied') {
    const request = await createRequest(trx, { kind: 'platform_transfer', memberId, status: 'completed', amount, details, at })
    await postTransfer(trx, {
      kind: direction === 'in' ? playTransferKinds.platformIn : playTransferKinds.platformOut,
      memberId,
      fromAccountId: from,
      toAccountId: to,
      amount,
      memo: request.reference,
      requestId: request.id,
      at,
    })
    return request
  }
  const pending = await createRequest(trx, { kind: 'platform_transfer', memberId, status: 'pending', amount, details, at })
  if (answer === 'refused') return transitionRequest(trx, pending.id, { to: 'failed', reason: 'platform_unavailable', at })
  await holdOnRequest(trx, pending, from, ids.hold, at)
  return { ...pending, held: amount }
}

export type Reconciled = Extract<RequestStatus<'platform_transfer'>, 'completed' | 'failed'> | 'unknown'

/**
 * Asks the platform what became of a pending transfer (`request` locked by the caller) and settles
 * it: applied, the held money goes on to where it was sent; not applied, back to where it came from.
 */
export async function reconcileTransfer(trx: Transaction<DB>, config: Pick<Config, 'demoPlatformFaults'>, request: MemberRequest, at: Date): Promise<Reconciled> {
  if (request.kind !== 'platform_transfer' || request.status !== 'pending') throw new Error(`${request.reference} is not a pending platform transfer`)
  const { platform, direction, ref } = transferDetailsOf(request)
  const status = await platformAdapter(config, platform).transferStatus(trx, ref)
  if (status === 'unknown') return 'unknown'

  const member = await trx.selectFrom('members').select('currency').where('id', '=', request.member_id).executeTakeFirstOrThrow()
  const main = (await memberAccount(trx, request.member_id, 'main')).id
  const onPlatform = (await openPlatformAccount(trx, request.member_id, platform, member.currency)).id
  const applied = status === 'applied'
  const settled = applied
    ? await transitionRequest(trx, request.id, { to: 'completed', at })
    : await transitionRequest(trx, request.id, { to: 'failed', reason: 'platform_unavailable', at })
  const destination = applied === (direction === 'in') ? onPlatform : main
  await trx.updateTable('member_requests').set({ held: 0 }).where('id', '=', request.id).execute()
  await postTransfer(trx, {
    kind: applied ? (direction === 'in' ? playTransferKinds.platformIn : playTransferKinds.platformOut) : playTransferKinds.platformReversed,
    memberId: request.member_id,
    fromAccountId: (await memberAccount(trx, request.member_id, 'hold')).id,
    toAccountId: destination,
    amount: request.held,
    memo: request.reference,
    requestId: request.id,
    at,
  })
  return settled.status === 'completed' ? 'completed' : 'failed'
}

/** The request as the game wallet shows it. */
export function transferRecordOf(request: MemberRequest, platformNames: ReadonlyMap<string, string>): PlatformTransferRecord {
  const { platform, direction } = transferDetailsOf(request)
  return {
    id: request.id,
    reference: request.reference,
    platform,
    platformName: platformNames.get(platform) ?? platform,
    direction,
    amount: request.amount,
    status: transferStatus.parse(request.status),
    reason: request.reason,
    createdAt: request.created_at.toISOString(),
    updatedAt: request.updated_at.toISOString(),
  }
}
