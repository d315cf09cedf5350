import type { Kysely } from 'kysely'
import type { MemberEvent } from '../../src/shared/calls/events'
import type { DB } from '../db/schema'
import { memberAccount } from '../ledger/accounts'
import { unreadCounts } from '../messages/inbox'

/** What a tab hears first on (re)connecting, so it catches up on whatever happened while it was away. */
export async function memberSnapshot(db: Kysely<DB>, memberId: number): Promise<MemberEvent[]> {
  const main = await memberAccount(db, memberId, 'main')
  const point = await memberAccount(db, memberId, 'point')
  const unread = await unreadCounts(db, memberId)
  return [
    { type: 'balance', balance: main.balance },
    { type: 'points', point: point.balance },
    { type: 'unread', ...unread },
  ]
}
