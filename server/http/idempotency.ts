import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from './errors'

// Every idempotent call is applied once per (member, Idempotency-Key): the first success is stored in
// the same transaction as its effect and replayed to every repeat (draft-ietf-httpapi-idempotency-key-header).
// Refusals are not stored: nothing happened, so the member may correct the input and send it again.

const KEY = /^[\x21-\x7e]{1,255}$/

export interface StoredAnswer {
  status: number
  body: unknown
}

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header
  if (!key) throw new ApiError(400, 'idempotency_key_required')
  if (!KEY.test(key)) throw new ApiError(400, 'field_invalid', { field: 'Idempotency-Key' })
  return key
}

export function requestHash(call: string, input: unknown): string {
  return createHash('sha256').update(`${call}\n${JSON.stringify(input)}`).digest('hex')
}

/**
 * Claims the key for this transaction. A request whose original is still running gets 409 at once
 * (the client retries it with the same key and then sees the replay); a finished one is answered
 * from the store, or refused with 422 when the key came with a different request.
 */
export async function claimKey(trx: Transaction<DB>, memberId: number, key: string, hash: string): Promise<StoredAnswer | null> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtextextended(${`idem:${memberId}:${key}`}, 0)) as locked`.execute(trx)
  if (!rows[0]?.locked) throw new ApiError(409, 'request_in_progress')
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response'])
    .where('member_id', '=', memberId)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!stored) return null
  if (stored.request_hash !== hash) throw new ApiError(422, 'idempotency_key_reused')
  return { status: stored.status, body: JSON.parse(stored.response) }
}

export async function storeAnswer(trx: Transaction<DB>, memberId: number, key: string, hash: string, answer: StoredAnswer, at: Date) {
  await trx
    .insertInto('idempotency_keys')
    .values({ member_id: memberId, key, request_hash: hash, status: answer.status, response: JSON.stringify(answer.body), created_at: at })
    .execute()
}
