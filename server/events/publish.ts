import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { MemberEvent } from '../../src/api/calls/events'
import type { DB } from '../db/schema'
import { encodeChannelMessage, MEMBER_EVENTS_CHANNEL, type ChannelMessage } from './channel'

// Publishing takes the transaction that makes the change: PostgreSQL (and PGlite) deliver a
// notification when that transaction commits and drop it when it rolls back, so a tab never hears
// of a change that did not happen. Every server instance's listener receives it.

async function notify(trx: Transaction<DB>, message: ChannelMessage): Promise<void> {
  await sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${encodeChannelMessage(message)})`.execute(trx)
}

/** Tells every open tab of the member about `event` once `trx` commits. */
export function publishMemberEvent(trx: Transaction<DB>, memberId: number, event: MemberEvent): Promise<void> {
  return notify(trx, { memberId, event })
}

export interface MemberEventNotice {
  memberId: number
  event: MemberEvent
}

/**
 * publishMemberEvent for `notices` as a select (one row per notice) that a statement of the changing
 * transaction runs as one of its parts: the ledger's hot path saves a round trip per event this way.
 */
export function memberEventsSelect(notices: MemberEventNotice[]): RawBuilder<unknown> {
  const payloads = notices.map((notice) => sql`(${encodeChannelMessage(notice)}::text)`)
  return sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, payload) from (values ${sql.join(payloads)}) as notice (payload)`
}

/** A notification carries at most 8000 bytes; this many ids stay well below it. */
const TOKEN_IDS_PER_MESSAGE = 500

/** Closes the event streams opened with these tokens once `trx` (which revoked them) commits. */
export async function publishSessionsEnded(trx: Transaction<DB>, memberId: number, tokenIds: number[]): Promise<void> {
  for (let start = 0; start < tokenIds.length; start += TOKEN_IDS_PER_MESSAGE) {
    await notify(trx, { memberId, endedTokenIds: tokenIds.slice(start, start + TOKEN_IDS_PER_MESSAGE) })
  }
}
