import type { Kysely, Transaction } from 'kysely'
import type { AccountKind, DB } from '../db/schema'

/** Points are their own unit, so they live in accounts of this pseudo-currency and never mix with money. */
export const POINT_CURRENCY = 'PTS'

export async function openMemberAccounts(trx: Transaction<DB>, memberId: number, currency: string): Promise<void> {
  await trx
    .insertInto('accounts')
    .values([
      { member_id: memberId, kind: 'main', currency },
      { member_id: memberId, kind: 'point', currency: POINT_CURRENCY },
    ])
    .execute()
}

export async function memberAccount(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  kind: Exclude<AccountKind, 'system'>,
): Promise<{ id: number; balance: number }> {
  return db
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
}
