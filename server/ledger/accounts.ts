import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'

/** Points are their own unit, so they live in accounts of this pseudo-currency and never mix with money. */
export const POINT_CURRENCY = 'PTS'

/** The accounts every member has from registration on; platform accounts are opened per platform. */
export type MemberAccountKind = 'main' | 'point' | 'hold'

export async function openMemberAccounts(trx: Transaction<DB>, memberId: number, currency: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values([
      { member_id: memberId, kind: 'main', currency, balance: 0 },
      { member_id: memberId, kind: 'point', currency: POINT_CURRENCY, balance: 0 },
      { member_id: memberId, kind: 'hold', currency, balance: 0 },
    ])
    .execute()
}

export async function memberAccount(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  kind: MemberAccountKind,
): Promise<{ id: number; balance: number }> {
  return db
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .$narrowType<{ balance: number }>()
    .executeTakeFirstOrThrow()
}

/**
 * The house account of `currency`: where credited money comes from and paid-out money goes. It keeps
 * no running balance (its balance is the sum of its entries), so using it takes no lock. Created on first use.
 */
export async function systemAccountId(db: Kysely<DB> | Transaction<DB>, currency: string): Promise<number> {
  const existing = await findSystemAccount(db, currency)
  if (existing) return existing.id
  await db
    .insertInto('accounts')
    .values({ member_id: null, kind: 'system', currency, balance: null })
    // A literal, not a parameter: PostgreSQL can only match the partial unique index to a constant predicate.
    .onConflict((oc) => oc.column('currency').where('kind', '=', sql.lit('system')).doNothing())
    .execute()
  const created = await findSystemAccount(db, currency)
  if (!created) throw new Error(`the ${currency} system account could not be created`)
  return created.id
}

function findSystemAccount(db: Kysely<DB> | Transaction<DB>, currency: string) {
  return db.selectFrom('accounts').select('id').where('kind', '=', 'system').where('currency', '=', currency).executeTakeFirst()
}


/** The running balance of a member's account (a game session's wallet: main or a platform's). */
export async function accountBalance(db: Kysely<DB>, accountId: number): Promise<number | null> {
  const account = await db.selectFrom('accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()
  return account.balance
}
