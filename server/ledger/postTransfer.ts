import { sql, type Transaction } from 'kysely'
import type { AccountKind, DB } from '../db/schema'
import type { ChannelMessage } from '../events/channel'
import { notificationsSelect } from '../events/publish'

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} has insufficient funds`)
    this.name = 'InsufficientFundsError'
  }
}

export interface TransferInput {
  /** What the movement is (deposit, withdrawal, message_prize, adjustment, hold...); the statement shows it. */
  kind: string
  memberId: number | null
  fromAccountId: number
  toAccountId: number
  /** Integer minor units (or points), > 0. */
  amount: number
  memo?: string
  /** The member request this transfer carries out. */
  requestId?: number
  at: Date
}

export interface PostedTransfer {
  id: number
  /** A member account's balance once the transfer is applied; a system account keeps none. */
  balanceAfter(accountId: number): number
}

/** What a transfer needs to know of an account; kind, owner and currency never change. */
export interface LedgerAccount {
  id: number
  kind: AccountKind
  member_id: number | null
  currency: string
}

interface Leg {
  account: LedgerAccount
  change: number
}

/**
 * Moves `amount` from one account to another with a balanced pair of entries, inside the caller's
 * transaction. A member's account is changed by one guarded update (`balance >= amount` for a debit),
 * which takes its row lock and re-checks the guard after any wait, so concurrent debits cannot
 * overdraw it; the two accounts are updated in id order so crossing transfers cannot deadlock.
 * A system account keeps no running balance and is never locked, so credits to different members run
 * side by side. A change to a member's main or point balance is published to the member's tabs when
 * the transaction commits.
 */
export async function postTransfer(trx: Transaction<DB>, input: TransferInput): Promise<PostedTransfer> {
  const { fromAccountId, toAccountId } = input
  checkTransfer(input.amount, fromAccountId, toAccountId)
  // Reading them takes no lock: nothing read here changes.
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'kind', 'member_id', 'currency'])
    .where('id', 'in', [fromAccountId, toAccountId])
    .execute()
  const from = accounts.find((account) => account.id === fromAccountId)
  const to = accounts.find((account) => account.id === toAccountId)
  if (!from || !to) throw new Error(`unknown account in transfer ${fromAccountId} -> ${toAccountId}`)
  return postTransferBetween(trx, from, to, input)
}

/**
 * postTransfer for a caller that has read both accounts already, in the query that checked the
 * request: a round trip fewer on a hot path (points conversion).
 */
export async function postTransferBetween(trx: Transaction<DB>, from: LedgerAccount, to: LedgerAccount, input: Omit<TransferInput, 'fromAccountId' | 'toAccountId'>): Promise<PostedTransfer> {
  const { amount } = input
  checkTransfer(amount, from.id, to.id)
  if (from.currency !== to.currency) throw new Error(`cannot transfer ${from.currency} into a ${to.currency} account`)

  const legs: Leg[] = [
    { account: from, change: -amount },
    { account: to, change: amount },
  ]
  const balances = new Map<number, number>()
  const notices: ChannelMessage[] = []
  for (const leg of legs.filter((l) => l.account.kind !== 'system').sort((a, b) => a.account.id - b.account.id)) {
    const balance = await applyToBalance(trx, leg)
    balances.set(leg.account.id, balance)
    const notice = balanceNotice(leg.account, balance)
    if (notice) notices.push(notice)
  }

  // The transfer, its entries and the balance notices in one statement: every money transaction
  // saves those round trips. The notices' part is counted in the main query so that it runs.
  const [noticesPart, published] =
    notices.length > 0 ? [sql`, notices as (${notificationsSelect(notices)})`, sql`, (select count(*) from notices) as published`] : [sql``, sql``]
  const { rows } = await sql<{ id: number }>`
    with transfer as (
      insert into transfers (kind, member_id, request_id, created_at, memo)
      values (${input.kind}, ${input.memberId}, ${input.requestId ?? null}, ${input.at}, ${input.memo ?? ''})
      returning id
    )${noticesPart}
    insert into entries (transfer_id, account_id, amount)
    select transfer.id, leg.account_id, leg.amount
    from transfer${published}, (values (${from.id}::bigint, ${-amount}::bigint), (${to.id}::bigint, ${amount}::bigint)) as leg (account_id, amount)
    returning transfer_id as id
  `.execute(trx)
  const id = rows[0]?.id
  if (id === undefined) throw new Error(`transfer ${from.id} -> ${to.id} wrote no entries`)
  return {
    id,
    balanceAfter(accountId) {
      const balance = balances.get(accountId)
      if (balance === undefined) throw new Error(`account ${accountId} keeps no balance in this transfer`)
      return balance
    },
  }
}

function checkTransfer(amount: number, fromAccountId: number, toAccountId: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`transfer amount must be a positive integer, got ${amount}`)
  if (fromAccountId === toAccountId) throw new RangeError('a transfer needs two different accounts')
}

/** Returns the account's new balance. */
async function applyToBalance(trx: Transaction<DB>, { account, change }: Leg): Promise<number> {
  let update = trx
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '+', change) }))
    .where('id', '=', account.id)
  if (change < 0) update = update.where('balance', '>=', -change)
  const row = await update.returning('balance').executeTakeFirst()
  if (!row) throw new InsufficientFundsError(account.id)
  if (row.balance === null) throw new Error(`account ${account.id} has no running balance`)
  return row.balance
}

function balanceNotice(account: LedgerAccount, balance: number): ChannelMessage | null {
  if (account.member_id === null) return null
  if (account.kind === 'main') return { memberId: account.member_id, event: { type: 'balance', balance } }
  if (account.kind === 'point') return { memberId: account.member_id, event: { type: 'points', point: balance } }
  return null
}
