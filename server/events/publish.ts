import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { MemberEvent } from '../../src/shared/calls/events'
import type { DB } from '../db/schema'
import { encodeChannelMessage, MEMBER_EVENTS_CHANNEL, type ChannelMessage } from './channel'

// Publishing takes the transaction that makes the change: PostgreSQL (and PGlite) deliver a
// notification when that transaction commits and drop it when it rolls back, so a tab never hears
// of a change that did not happen. Every server instance's listener receives it.

/**
 * The notifications of `messages` as a select (one row per message). On its own it is one round
 * trip; the ledger's hot path runs it as a part of the statement that writes a transfer's entries.
 */
export function notificationsSelect(messages: ChannelMessage[]): RawBuilder<unknown> {
  const payloads = messages.map((message) => sql`(${encodeChannelMessage(message)}::text)`)
  return sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, payload) from (values ${sql.join(payloads)}) as notice (payload)`
}

async function notify(trx: Transaction<DB>, message: ChannelMessage): Promise<void> {
  await notificationsSelect([message]).execute(trx)
}

/** Tells every open tab of the member about `event` once `trx` commits. */
export function publishMemberEvent(trx: Transaction<DB>, memberId: number, event: MemberEvent): Promise<void> {
  return notify(trx, { memberId, event })
}

/** A notification carries at most 8000 bytes; this many ids stay well below it. */
const TOKEN_IDS_PER_MESSAGE = 500

/** Closes the event streams opened with these tokens once `trx` (which revoked them) commits. */
export async function publishSessionsEnded(trx: Transaction<DB>, memberId: number, tokenIds: number[]): Promise<void> {
  for (let start = 0; start < tokenIds.length; start += TOKEN_IDS_PER_MESSAGE) {
    await notify(trx, { memberId, endedTokenIds: tokenIds.slice(start, start + TOKEN_IDS_PER_MESSAGE) })
  }
}
