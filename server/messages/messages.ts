// The member's messages: a page of one kind, marking read, deleting and claiming a prize. Every query
// starts from ownMessages, so a member only ever sees or touches their own messages that are not deleted.
import type { Kysely, Transaction } from 'kysely'
import type { MemberMessage } from '../../src/shared/calls/messages'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import { newestFirstPage } from '../db/newestFirstPage'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { payFromHouse } from '../ledger/payFromHouse'
import { publishUnread } from './inbox'

const ownMessages = (db: Kysely<DB>, memberId: number) =>
  db.selectFrom('member_messages').where('member_id', '=', memberId).where('deleted_at', 'is', null)

export async function messagePage(
  db: Kysely<DB>,
  memberId: number,
  input: RequestOf<'getMemberPrivateMessage'>,
  lang: ContentLanguage,
): Promise<ResponseOf<'getMemberPrivateMessage'>> {
  const inbox = ownMessages(db, memberId).where('kind', '=', input.kind)
  const { rows, total } = await newestFirstPage(inbox, input.page, input.pageSize)
  const messages = rows.map(
    (row): MemberMessage => ({
      id: row.id,
      kind: row.kind,
      // A message the site wrote reads in the member's language; an operator's, as the operator wrote it.
      title: row.translations ? pick(row.translations.title, lang) : row.title,
      body: row.translations ? pick(row.translations.body, lang) : row.body,
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
      prize: row.prize_kind && row.prize_amount ? { kind: row.prize_kind, amount: row.prize_amount, claimed: row.prize_claimed_at !== null } : null,
    }),
  )
  return { messages, total }
}

/**
 * Stamps `column` with `now` on the member's messages among `ids` that are not deleted and not
 * stamped yet, and tells the member's open tabs the new unread count; returns how many were stamped.
 */
async function stampMessages(db: Kysely<DB>, memberId: number, ids: number[], column: 'read_at' | 'deleted_at', now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('member_messages')
      .set(column === 'read_at' ? { read_at: now } : { deleted_at: now })
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .where(column, 'is', null)
      .where('id', 'in', ids)
      .executeTakeFirst()
    if (result.numUpdatedRows > 0n) await publishUnread(trx, memberId)
    return Number(result.numUpdatedRows)
  })
}

/** Marks the member's unread messages among `ids` read; returns how many were. */
export function markMessagesRead(db: Kysely<DB>, memberId: number, ids: number[], now: Date): Promise<number> {
  return stampMessages(db, memberId, ids, 'read_at', now)
}

/** Deletes the member's messages among `ids`; returns how many were. */
export function deleteMessages(db: Kysely<DB>, memberId: number, ids: number[], now: Date): Promise<number> {
  return stampMessages(db, memberId, ids, 'deleted_at', now)
}

export async function claimPrize(trx: Transaction<DB>, memberId: number, messageId: number, now: Date) {
  const message = await trx
    .selectFrom('member_messages')
    .select(['prize_kind', 'prize_amount', 'prize_claimed_at'])
    .where('id', '=', messageId)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  // Another member's message answers exactly like a missing one, so ids reveal nothing.
  if (!message?.prize_kind || !message.prize_amount) throw new ApiError(404, 'not_found', { id: messageId })
  if (message.prize_claimed_at) throw new ApiError(409, 'prize_already_claimed', { id: messageId })

  await payFromHouse(trx, {
    kind: 'message_prize',
    memberId,
    account: message.prize_kind === 'balance' ? 'main' : 'point',
    amount: message.prize_amount,
    memo: `message ${messageId}`,
    at: now,
  })
  await trx.updateTable('member_messages').set({ prize_claimed_at: now, read_at: (eb) => eb.fn.coalesce('read_at', eb.val(now)) }).where('id', '=', messageId).execute()
  await publishUnread(trx, memberId)
  return { kind: message.prize_kind, amount: message.prize_amount }
}
