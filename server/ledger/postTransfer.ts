import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'

export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} has insufficient funds`)
    this.name = 'InsufficientFundsError'
  }
}

export interface TransferInput {
  kind: string
  memberId: number | null
  fromAccountId: number
  toAccountId: number
  /** Integer minor units (or points), > 0. */
  amount: number
  memo?: string
  at: Date
}

/**
 * Moves `amount` from one account to another with a balanced pair of entries. Must run inside the
 * caller's transaction: the rows are locked in id order so two transfers touching the same accounts
 * cannot deadlock, and the balance check happens under the lock, so it cannot be raced.
 */
export async function postTransfer(trx: Transaction<DB>, input: TransferInput): Promise<number> {
  const { amount, fromAccountId, toAccountId } = input
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`transfer amount must be a positive integer, got ${amount}`)
  if (fromAccountId === toAccountId) throw new RangeError('a transfer needs two different accounts')

  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'kind', 'currency', 'balance'])
    .where('id', 'in', [fromAccountId, toAccountId])
    .orderBy('id')
    .forUpdate()
    .execute()
  const from = accounts.find((account) => account.id === fromAccountId)
  const to = accounts.find((account) => account.id === toAccountId)
  if (!from || !to) throw new Error(`unknown account in transfer ${fromAccountId} -> ${toAccountId}`)
  if (from.currency !== to.currency) throw new Error(`cannot transfer ${from.currency} into a ${to.currency} account`)
  if (from.kind !== 'system' && from.balance < amount) throw new InsufficientFundsError(from.id)

  await trx.updateTable('accounts').set((eb) => ({ balance: eb('balance', '-', amount) })).where('id', '=', from.id).execute()
  await trx.updateTable('accounts').set((eb) => ({ balance: eb('balance', '+', amount) })).where('id', '=', to.id).execute()
  const transfer = await trx
    .insertInto('transfers')
    .values({ kind: input.kind, member_id: input.memberId, created_at: input.at, memo: input.memo ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('entries')
    .values([
      { transfer_id: transfer.id, account_id: from.id, amount: -amount },
      { transfer_id: transfer.id, account_id: to.id, amount },
    ])
    .execute()
  return transfer.id
}

/** The account money of `currency` is credited from; created on first use. */
export async function systemAccountId(db: Kysely<DB> | Transaction<DB>, currency: string): Promise<number> {
  await db
    .insertInto('accounts')
    .values({ member_id: null, kind: 'system', currency })
    // A literal, not a parameter: PostgreSQL can only match the partial unique index to a constant predicate.
    .onConflict((oc) => oc.column('currency').where('kind', '=', sql.lit('system')).doNothing())
    .execute()
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'system')
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow()
  return row.id
}
