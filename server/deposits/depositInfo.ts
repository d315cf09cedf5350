// The deposit page's read (getMemberDepositInfo): the channels open to the member, the open order
// and the history, after expiring the member's orders whose payment window has passed.
import type { Kysely } from 'kysely'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import type { DB } from '../db/schema'
import { channelsFor } from './channels'
import { depositOrderOf, expireOverdueDeposits, openDepositRow } from './orders'

const HISTORY_LIMIT = 100

export async function depositInfo(db: Kysely<DB>, memberId: number, input: RequestOf<'getMemberDepositInfo'>, now: Date): Promise<ResponseOf<'getMemberDepositInfo'>> {
  await db.transaction().execute((trx) => expireOverdueDeposits(trx, now, memberId))
  let query = db.selectFrom('member_requests').selectAll().where('member_id', '=', memberId).where('kind', '=', 'deposit')
  if (input.startTime) query = query.where('created_at', '>=', new Date(input.startTime))
  if (input.endTime) query = query.where('created_at', '<=', new Date(input.endTime))
  if (input.status) query = query.where('status', '=', input.status)
  const [member, open, rows] = await Promise.all([
    db.selectFrom('members').select('vip_level').where('id', '=', memberId).executeTakeFirstOrThrow(),
    openDepositRow(db, memberId),
    query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HISTORY_LIMIT).execute(),
  ])
  return { channels: channelsFor(member.vip_level), open: open ? depositOrderOf(open) : null, orders: rows.map(depositOrderOf) }
}
