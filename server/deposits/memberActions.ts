import { sql, type Transaction } from 'kysely'
import type { DepositChannel } from '../../src/shared/calls/deposits'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { publishMemberEvent } from '../events/publish'
import { ApiError } from '../http/errors'
import { requestUpdateOf, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { storeImage, type CheckedImage } from '../members/images'
import { expireOverdueDeposits, lockOwnDeposit, scheduleReview } from './orders'

// What a member does with an open order after filing it: says a VIP or USDT order is paid (it goes
// before the operator) or cancels it, and adds or replaces an offline order's receipt.

export interface PaymentUpdate {
  memberId: number
  channel: Extract<DepositChannel, 'vip' | 'usdt'>
  reference: string
  action: 'paid' | 'cancel'
  transactionHash?: string
  at: Date
}

export async function updateDepositPayment(trx: Transaction<DB>, config: Pick<Config, 'depositReviewSeconds'>, update: PaymentUpdate): Promise<MemberRequest> {
  // An order past its payment window is expired first, so "paid" after the expiry is refused.
  await expireOverdueDeposits(trx, update.at, update.memberId)
  const order = await lockOwnDeposit(trx, update.memberId, update.reference)
  if (order.details.channel !== update.channel) throw new ApiError(404, 'not_found', { reference: update.reference })
  // Checked here (transitionRequest would answer 409, which the client takes for a request in progress).
  const from = update.action === 'paid' ? ['awaiting_payment'] : ['awaiting_payment', 'submitted']
  if (!from.includes(order.status)) throw new ApiError(422, 'request_not_changeable', { reference: update.reference })
  if (update.action === 'cancel') return transitionRequest(trx, order.id, { to: 'cancelled', at: update.at })
  const paid = await transitionRequest(trx, order.id, {
    to: 'submitted',
    details: { paidAt: update.at.toISOString(), ...(update.transactionHash ? { transactionHash: update.transactionHash } : {}) },
    at: update.at,
  })
  await scheduleReview(trx, config, paid, update.at)
  return paid
}

/** The member cancels their own open order, on any channel, before it is decided. A repeat finds it
 *  cancelled and answers it as it is, so a retry after a lost answer is not an error. */
export async function cancelOwnDeposit(trx: Transaction<DB>, memberId: number, reference: string, at: Date): Promise<MemberRequest> {
  await expireOverdueDeposits(trx, at, memberId)
  const order = await lockOwnDeposit(trx, memberId, reference)
  if (order.status === 'cancelled') return order
  if (order.status !== 'awaiting_payment' && order.status !== 'submitted') throw new ApiError(422, 'request_not_changeable', { reference })
  return transitionRequest(trx, order.id, { to: 'cancelled', at })
}

/** Adds or replaces the receipt of the member's open offline order; the old image stays with the member's uploads. */
export async function replaceDepositReceipt(trx: Transaction<DB>, memberId: number, reference: string, receipt: CheckedImage, at: Date): Promise<MemberRequest> {
  const order = await lockOwnDeposit(trx, memberId, reference)
  if (order.details.channel !== 'offline') throw new ApiError(422, 'deposit_not_offline', { reference })
  if (order.status !== 'submitted') throw new ApiError(422, 'request_not_changeable', { reference })
  const receiptId = await storeImage(trx, memberId, receipt, at)
  const row = await trx
    .updateTable('member_requests')
    .set({ details: sql<string>`details || ${JSON.stringify({ receiptId })}::jsonb`, updated_at: at })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await publishMemberEvent(trx, memberId, { type: 'request', request: requestUpdateOf(row) })
  return row
}
