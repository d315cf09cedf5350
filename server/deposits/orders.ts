import { sql, type Kysely, type Transaction } from 'kysely'
import { depositChannels, openDepositStatuses, VIP_DEPOSIT_LEVEL, type DepositChannel, type DepositOrder } from '../../src/shared/calls/deposits'
import { sameName } from '../banking/cards'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import { ApiError } from '../http/errors'
import { scheduleDecision } from '../operator/scheduleDecision'
import { createRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { checkDepositCoupon, reserveDepositCoupon } from '../coupons/couponActions'
import { assertDepositAllowed } from '../responsibleGaming/limits'
import { amountRange } from './channels'
import { cryptoNetworkOf } from '../banking/cryptoNetworks'
import { lockMember } from '../ledger/memberLock'

// Every deposit order, whatever its channel, is filed by fileDepositOrder inside the call's
// transaction: the member row is locked first, so two filings of one member (two tabs, two keys)
// take turns and the second sees the first's open order. An order is open while it waits for the
// member's payment or for the operator; the member has one at most. Refusals answer 422, not 409:
// the client takes a 409 for a request still in progress and asks again (api/client.ts).

export interface NewDepositOrder {
  memberId: number
  channel: DepositChannel
  amount: number
  /** Bank transfer and offline are filed as submitted; VIP and USDT wait for the payment. */
  status: 'submitted' | 'awaiting_payment'
  /** The channel's own facts: depositor name, receiving account, receipt, network and address... */
  details: JsonObject
  /** A deposit coupon the member holds, reserved for this order and credited with its approval. */
  couponId?: number | undefined
  at: Date
}

/**
 * Files a new deposit order: the open-order rule, the channel's amount range, the VIP level, the
 * member's deposit limits and exclusion, and the chosen coupon are checked under the member's lock, then the order is created (the coupon reserved
 * for it) and, when it is already submitted,
 * put before the demo operator. Throws ApiError (and files nothing) when a rule refuses it.
 */
export async function fileDepositOrder(trx: Transaction<DB>, config: Pick<Config, 'depositReviewSeconds'>, order: NewDepositOrder): Promise<MemberRequest> {
  await lockMember(trx, order.memberId)
  const member = await trx.selectFrom('members').select(['vip_level']).where('id', '=', order.memberId).executeTakeFirstOrThrow()
  if (order.channel === 'vip' && member.vip_level < VIP_DEPOSIT_LEVEL) throw new ApiError(403, 'deposit_vip_level_required', { level: VIP_DEPOSIT_LEVEL })

  await expireOverdueDeposits(trx, order.at, order.memberId)
  const open = await openDepositRow(trx, order.memberId)
  if (open) throw new ApiError(422, 'deposit_open_order', { reference: open.reference })

  const network = typeof order.details.network === 'string' ? cryptoNetworkOf(order.details.network) : undefined
  const { min, max } = amountRange(order.channel, network)
  if (order.amount < min || order.amount > max) throw new ApiError(400, 'deposit_amount_out_of_range', { field: 'amount', min, max })

  // Responsible gaming: an excluded member files nothing, and the deposit limits hold under the same lock.
  await assertDepositAllowed(trx, { memberId: order.memberId, amountMinor: order.amount, at: order.at })
  const coupon = order.couponId === undefined ? null : await checkDepositCoupon(trx, { memberId: order.memberId, heldCouponId: order.couponId, amount: order.amount, at: order.at })

  const request = await createRequest(trx, {
    kind: 'deposit',
    memberId: order.memberId,
    status: order.status,
    amount: order.amount,
    details: { ...order.details, channel: order.channel, ...(coupon ? { couponBonus: coupon.bonus } : {}) },
    at: order.at,
  })
  if (coupon) await reserveDepositCoupon(trx, coupon.held, request)
  if (order.status === 'submitted') await scheduleReview(trx, config, request, order.at)
  return request
}

/** The member's open deposit order, if any. */
export function openDepositRow(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<MemberRequest | undefined> {
  return db
    .selectFrom('member_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit')
    .where('status', 'in', openDepositStatuses)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Has the demo operator review a submitted order after DEPOSIT_REVIEW_SECONDS (0: never): approved,
 * unless the depositor's name is not the holder of one of the member's verified cards.
 */
export async function scheduleReview(trx: Transaction<DB>, config: Pick<Config, 'depositReviewSeconds'>, request: MemberRequest, at: Date): Promise<void> {
  if (config.depositReviewSeconds <= 0) return
  const depositorName = request.details.depositorName
  const mismatch = typeof depositorName === 'string' && !(await isCardHolder(trx, request.member_id, depositorName))
  await scheduleDecision(trx, {
    subject: 'request',
    subjectId: request.id,
    ...(mismatch ? { decision: 'reject' as const, reason: 'depositor_name_mismatch' } : { decision: 'approve' as const }),
    dueAt: new Date(at.getTime() + config.depositReviewSeconds * 1000),
    at,
  })
}

async function isCardHolder(db: Kysely<DB> | Transaction<DB>, memberId: number, name: string): Promise<boolean> {
  const holders = await verifiedHolders(db, memberId)
  return holders.some((holder) => sameName(holder, name))
}

/** Bank transfer and VIP: the depositor must be the holder of a verified card of the member's. */
export async function requireCardHolder(db: Kysely<DB> | Transaction<DB>, memberId: number, name: string): Promise<void> {
  const holders = await verifiedHolders(db, memberId)
  if (holders.length === 0) throw new ApiError(422, 'deposit_card_required')
  if (!holders.some((holder) => sameName(holder, name))) throw new ApiError(400, 'depositor_name_mismatch', { field: 'depositorName' })
}

async function verifiedHolders(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('bank_cards').select('account_holder').where('member_id', '=', memberId).where('is_verify', '=', true).execute()
  return rows.map((row) => row.account_holder)
}

/** Orders whose payment window closed without a payment become expired (one member's, or everyone's). */
export async function expireOverdueDeposits(trx: Transaction<DB>, now: Date, memberId?: number): Promise<number> {
  let overdue = trx
    .selectFrom('member_requests')
    .select('id')
    .where('kind', '=', 'deposit')
    .where('status', '=', 'awaiting_payment')
    .where(sql<boolean>`(details->>'expiresAt')::timestamptz <= ${now}`)
  if (memberId !== undefined) overdue = overdue.where('member_id', '=', memberId)
  const rows = await overdue.orderBy('id').execute()
  for (const row of rows) await transitionRequest(trx, row.id, { to: 'expired', at: now })
  return rows.length
}

/** The expiry job: each run expires what is overdue, in one transaction. */
export function expireDepositOrders(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute((trx) => expireOverdueDeposits(trx, now))
}

/** The member's order by reference, locked; another member's answers like a missing one. */
export async function lockOwnDeposit(trx: Transaction<DB>, memberId: number, reference: string): Promise<MemberRequest> {
  const row = await trx
    .selectFrom('member_requests')
    .selectAll()
    .where('reference', '=', reference)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit')
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw new ApiError(404, 'not_found', { reference })
  return row
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)
const integer = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)

/** The order as the member sees it. */
export function depositOrderOf(row: MemberRequest): DepositOrder {
  const details = row.details
  const channel = (depositChannels as readonly unknown[]).includes(details.channel) ? (details.channel as DepositChannel) : 'bank_transfer'
  const account = details.account as { bankName?: unknown; accountHolder?: unknown; accountNumber?: unknown; validUntil?: unknown } | undefined
  const microUsdt = integer(details.microUsdt)
  return {
    id: row.id,
    reference: row.reference,
    channel,
    status: row.status as DepositOrder['status'],
    reason: row.reason,
    amount: row.amount,
    depositorName: text(details.depositorName),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    account:
      account && typeof account === 'object'
        ? { bankName: String(account.bankName), accountHolder: String(account.accountHolder), accountNumber: String(account.accountNumber), validUntil: String(account.validUntil) }
        : null,
    paidAt: text(details.paidAt),
    receiptId: integer(details.receiptId),
    couponBonus: integer(details.couponBonus),
    crypto:
      channel === 'usdt' && microUsdt
        ? {
            network: String(details.network),
            address: String(details.address),
            microUsdt,
            expiresAt: String(details.expiresAt),
            transactionHash: text(details.transactionHash),
          }
        : null,
  }
}
