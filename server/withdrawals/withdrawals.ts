import type { Kysely, Transaction } from 'kysely'
import type { WithdrawalDestination, WithdrawalInfo, WithdrawalRecord } from '../../src/shared/calls/withdrawals'
import type { Config } from '../config'
import { operatorDate, startOfDay } from '../activity/operatorCalendar'
import { bankName } from '../banking/banks'
import { cryptoNetworkOf, cryptoNetworks } from '../banking/cryptoNetworks'
import type { ContentLanguage } from '../db/contentSchema'
import { newestFirstPage } from '../db/newestFirstPage'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import { ApiError } from '../http/errors'
import { memberAccount } from '../ledger/accounts'
import { holdFunds, payOutHold, releaseHold } from '../ledger/holds'
import { lockMember } from '../ledger/memberLock'
import { InsufficientFundsError } from '../ledger/postTransfer'
import type { OperatorDecision, OperatorKind } from '../operator/kinds'
import { turnoverProgress, turnoverRemaining } from '../wallet/turnover'
import { requireVerificationFor, withdrawalAllowance } from '../verification/withdrawalRule'
import { createRequest, lockRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'

// A withdrawal's money: held from the moment the member asks, paid out or released by the decision.
// The member may withdraw what the main balance holds beyond the turnover still to be wagered (money
// already held by earlier withdrawals has left the main balance), within the limits below.

const WITHDRAWAL_LIMITS = {
  /** Minor units; a crypto network may ask for more (its own minimum). */
  minimum: 1_000,
  maximum: 500_000,
  /** The operator charges nothing: the member receives the whole amount. */
  fee: 0,
  /** Withdrawals filed per operator calendar day (a rejected one gives its turn back). */
  perDay: 3,
} as const

export interface NewWithdrawal {
  memberId: number
  amount: number
  /** Where the money goes (card, network and address...), as the cashier records it. */
  details: JsonObject
  at: Date
}

/**
 * Files a pending withdrawal and holds its amount out of the member's main balance in the same
 * transaction; throws InsufficientFundsError (and files nothing) when the balance is short.
 */
export async function openWithdrawal(trx: Transaction<DB>, input: NewWithdrawal): Promise<MemberRequest> {
  const request = await createRequest(trx, { kind: 'withdrawal', memberId: input.memberId, status: 'pending', amount: input.amount, details: input.details, at: input.at })
  await holdFunds(trx, request, input.amount, input.at)
  return { ...request, held: input.amount }
}

/** Pays (approve: the hold settled to the house) or rejects (the hold back to main) a pending withdrawal. */
export async function decideWithdrawal(trx: Transaction<DB>, request: MemberRequest, { decision, reason }: OperatorDecision, at: Date): Promise<MemberRequest> {
  if (decision === 'approve') {
    await transitionRequest(trx, request.id, { to: 'paid', reason, at })
    await payOutHold(trx, request, at)
  } else {
    await transitionRequest(trx, request.id, { to: 'rejected', reason, at })
    await releaseHold(trx, request, at)
  }
  const decided = await lockRequest(trx, request.id)
  if (!decided) throw new Error(`withdrawal ${request.reference} vanished`)
  return decided
}

export const withdrawalOperator: OperatorKind = {
  kind: 'withdrawal',
  // The operator's API reads English.
  listRow: (request) => ({ destination: destinationLabel(request, 'en') }),
  decide: (trx, request, decision, { at }) => decideWithdrawal(trx, request, decision, at),
}

/** Where a withdrawal goes, as a member reads it: a card's bank in `lang` (from the code it was filed with), else the label stored. */
function destinationLabel(request: MemberRequest, lang: ContentLanguage): string {
  const destination = request.details.destination
  if (destination === null || typeof destination !== 'object' || Array.isArray(destination) || typeof destination.label !== 'string') return ''
  const bank = typeof destination.bankCode === 'string' ? bankName(destination.bankCode, lang) : undefined
  return bank ? `${bank} •••• ${destination.label.slice(-4)}` : destination.label
}

export function withdrawalRecordOf(row: MemberRequest, lang: ContentLanguage): WithdrawalRecord {
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    fee: typeof row.details.fee === 'number' ? row.details.fee : 0,
    status: row.status as WithdrawalRecord['status'],
    reason: row.reason,
    destination: destinationLabel(row, lang),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  }
}

/** A card as a withdrawal names it: its bank in `lang` and the last four digits of its number. */
export function cardLabel(card: { bank_code: string; bank_name: string; account_number: string }, lang: ContentLanguage): string {
  return `${bankName(card.bank_code, lang) ?? card.bank_name} •••• ${card.account_number.replace(/\D/g, '').slice(-4)}`
}

/** Withdrawals filed since the start of the operator's calendar day that are not rejected. */
async function countToday(db: Kysely<DB>, memberId: number, now: Date, timeZone: string): Promise<number> {
  const row = await db
    .selectFrom('member_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'withdrawal')
    .where('status', '!=', 'rejected')
    .where('created_at', '>=', startOfDay(operatorDate(now, timeZone), timeZone))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function withdrawalInfo(db: Kysely<DB>, config: Config, memberId: number, lang: ContentLanguage): Promise<WithdrawalInfo> {
  const [main, hold, turnover, today, cards, verification] = await Promise.all([
    memberAccount(db, memberId, 'main'),
    memberAccount(db, memberId, 'hold'),
    turnoverProgress(db, memberId),
    countToday(db, memberId, config.now(), config.operatorTimeZone),
    db.selectFrom('bank_cards').select(['id', 'bank_code', 'bank_name', 'account_number', 'is_verify']).where('member_id', '=', memberId).where('rejected_at', 'is', null).orderBy('id').execute(),
    withdrawalAllowance(db, memberId),
  ])
  return {
    balance: main.balance,
    held: hold.balance,
    turnoverRequired: turnover.required,
    turnoverWagered: turnover.wagered,
    withdrawable: Math.max(0, main.balance - turnover.required),
    minimum: WITHDRAWAL_LIMITS.minimum,
    maximum: WITHDRAWAL_LIMITS.maximum,
    fee: WITHDRAWAL_LIMITS.fee,
    dailyCount: WITHDRAWAL_LIMITS.perDay,
    remainingToday: Math.max(0, WITHDRAWAL_LIMITS.perDay - today),
    cards: cards.filter((card) => card.is_verify).map((card) => ({ id: card.id, label: cardLabel(card, lang) })),
    networks: cryptoNetworks.map((network) => ({ code: network.code, name: network.name, minimum: Math.max(WITHDRAWAL_LIMITS.minimum, network.minimumMinor) })),
    cardPending: cards.some((card) => !card.is_verify),
    verification,
  }
}

/** Where the money goes, checked: the member's own verified card, or a known network with an address of its form. */
async function resolveDestination(trx: Transaction<DB>, memberId: number, destination: WithdrawalDestination): Promise<{ details: JsonObject; minimum: number }> {
  if (destination.kind === 'card') {
    const card = await trx
      .selectFrom('bank_cards')
      .select(['id', 'bank_code', 'bank_name', 'account_number', 'is_verify'])
      .where('id', '=', destination.cardId)
      .where('member_id', '=', memberId)
      .where('rejected_at', 'is', null)
      .executeTakeFirst()
    if (!card?.is_verify) throw new ApiError(400, 'withdrawal_card_not_verified', { field: 'destination' })
    return { details: { kind: 'card', cardId: card.id, bankCode: card.bank_code, label: cardLabel(card, 'en') }, minimum: WITHDRAWAL_LIMITS.minimum }
  }
  const network = cryptoNetworkOf(destination.network)
  if (!network) throw new ApiError(400, 'crypto_network_unknown', { field: 'destination' })
  if (!network.addressPattern.test(destination.address)) throw new ApiError(400, 'crypto_address_invalid', { field: 'destination' })
  const label = `${network.code} ${destination.address.slice(0, 6)}…${destination.address.slice(-4)}`
  return {
    details: { kind: 'crypto', network: network.code, address: destination.address, label },
    minimum: Math.max(WITHDRAWAL_LIMITS.minimum, network.minimumMinor),
  }
}

export interface WithdrawalAsk {
  memberId: number
  amount: number
  destination: WithdrawalDestination
  at: Date
}

/**
 * Checks a withdrawal against the destination, the limits, the day's count, identity verification and
 * what is withdrawable,
 * then files it with its hold, all inside `trx`. The member's row is locked first, so one member's
 * withdrawals are checked one after another and cannot pass the daily count, the verification limit or
 * the turnover together.
 */
export async function submitWithdrawal(trx: Transaction<DB>, config: Config, ask: WithdrawalAsk): Promise<MemberRequest> {
  await lockMember(trx, ask.memberId)
  const { details, minimum } = await resolveDestination(trx, ask.memberId, ask.destination)
  if (ask.amount < minimum) throw new ApiError(400, 'withdrawal_below_minimum', { field: 'amount', min: minimum })
  if (ask.amount > WITHDRAWAL_LIMITS.maximum) throw new ApiError(400, 'withdrawal_above_maximum', { field: 'amount', max: WITHDRAWAL_LIMITS.maximum })
  if ((await countToday(trx, ask.memberId, ask.at, config.operatorTimeZone)) >= WITHDRAWAL_LIMITS.perDay) {
    throw new ApiError(409, 'withdrawal_daily_limit', { count: WITHDRAWAL_LIMITS.perDay })
  }
  await requireVerificationFor(trx, ask.memberId, ask.amount)
  const main = await memberAccount(trx, ask.memberId, 'main')
  const withdrawable = main.balance - (await turnoverRemaining(trx, ask.memberId, { forUpdate: true }))
  if (ask.amount > withdrawable) throw new ApiError(400, 'withdrawal_above_withdrawable', { field: 'amount' })
  let request: MemberRequest
  try {
    request = await openWithdrawal(trx, { memberId: ask.memberId, amount: ask.amount, details: { destination: details, fee: WITHDRAWAL_LIMITS.fee }, at: ask.at })
  } catch (error) {
    // The balance was read under the member's lock, but a bet may have taken from it since.
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'withdrawal_above_withdrawable', { field: 'amount' })
    throw error
  }
  return request
}

export async function listWithdrawals(db: Kysely<DB>, memberId: number, page: number, pageSize: number, lang: ContentLanguage): Promise<{ withdrawals: WithdrawalRecord[]; total: number }> {
  const own = db.selectFrom('member_requests').where('member_id', '=', memberId).where('kind', '=', 'withdrawal')
  const { rows, total } = await newestFirstPage(own, page, pageSize)
  return { withdrawals: rows.map((row) => withdrawalRecordOf(row, lang)), total }
}
