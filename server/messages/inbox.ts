import type { Kysely, Transaction } from 'kysely'
import type { DB, MessageKind, PrizeKind } from '../db/schema'
import { publishMemberEvent } from '../events/publish'

// The member's unread counts, which the header shows: one query for the member info, the event
// stream's first snapshot and every change (a message arrives, is read, deleted or its prize claimed).

export async function unreadCounts(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<Record<MessageKind, number>> {
  const counts = await db
    .selectFrom('member_messages')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('kind', '=', 'member').as('member'),
      eb.fn.countAll<number>().filterWhere('kind', '=', 'service').as('service'),
    ])
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return { member: Number(counts.member), service: Number(counts.service) }
}

/** Sends the member's unread counts, as `trx` leaves them, to their tabs when it commits. */
export async function publishUnread(trx: Transaction<DB>, memberId: number): Promise<void> {
  await publishMemberEvent(trx, memberId, { type: 'unread', ...(await unreadCounts(trx, memberId)) })
}

export interface NewMessage {
  memberId: number
  kind: MessageKind
  title: string
  /** Operator HTML, shown through the site's sanitizer. */
  body: string
  prize?: { kind: PrizeKind; amount: number }
  at: Date
}

/** Puts an unread message in the member's inbox (a notice, a customer-service reply) and updates their tabs. */
export async function deliverMessage(trx: Transaction<DB>, message: NewMessage): Promise<number> {
  const { id } = await trx
    .insertInto('member_messages')
    .values({
      member_id: message.memberId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      created_at: message.at,
      read_at: null,
      prize_kind: message.prize?.kind ?? null,
      prize_amount: message.prize?.amount ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await publishUnread(trx, message.memberId)
  return id
}
