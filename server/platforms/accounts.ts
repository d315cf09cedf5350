import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'

/** The member's account on one game platform, opened the first time it is needed. */
export async function openPlatformAccount(trx: Transaction<DB>, memberId: number, platform: string, currency: string): Promise<{ id: number; balance: number }> {
  await trx
    .insertInto('accounts')
    .values({ member_id: memberId, kind: 'platform', currency, platform, balance: 0 })
    // The unique index is partial (member accounts only), so the conflict names its predicate.
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'platform']).where('member_id', 'is not', null).doNothing())
    .execute()
  return trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'platform')
    .where('platform', '=', platform)
    .$narrowType<{ balance: number }>()
    .executeTakeFirstOrThrow()
}
