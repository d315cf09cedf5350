import { sql, type Selectable, type Transaction } from 'kysely'
import type { RequestUpdate } from '../../src/shared/calls/events'
import { referencePrefixes, rejectionReasons, type RequestKind, type RequestStatus } from '../../src/shared/calls/requests'
import type { DB, MemberRequestsTable } from '../db/schema'
import type { JsonObject } from '../db/json'
import { publishMemberEvent } from '../events/publish'
import { ApiError } from '../http/errors'
import { canMove, canStartIn, isFinal, needsReason, takesReason } from './lifecycles'

// Every member request (deposit order, withdrawal, platform transfer, coupon, bet upload, inquiry) is
// one row here: status, reference, amount, reason and times, with the kind's own facts in `details`
// and its money movements linked by transfers.request_id. Only these functions write a status, and
// each change reaches the member's tabs as a `request` event when the transaction commits.
// Lock order: a request row before any account (transitionRequest, then the ledger), never after.

export type MemberRequest = Selectable<MemberRequestsTable>

export interface NewRequest<K extends RequestKind> {
  kind: K
  memberId: number
  status: RequestStatus<K>
  /** Minor units of the member's currency; 0 for an inquiry. */
  amount: number
  details?: JsonObject
  at: Date
}

export interface Transition<K extends RequestKind> {
  to: RequestStatus<K>
  /** A reason code of rejectionReasons[kind]: required to reject, allowed when failing, refused otherwise. */
  reason?: string | null
  /** Merged into the request's details. */
  details?: JsonObject
  at: Date
}

/** e.g. D-20261122-000123: the kind's prefix, the UTC day it was filed, and its id (six digits or more). */
export function requestReference(kind: RequestKind, id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '')
  return `${referencePrefixes[kind]}-${day}-${String(id).padStart(6, '0')}`
}

/**
 * Files a request in one of its kind's first statuses. The reference is built from the id the
 * sequence hands out, so concurrent requests never share one and none waits for another.
 */
export async function createRequest<K extends RequestKind>(trx: Transaction<DB>, input: NewRequest<K>): Promise<MemberRequest> {
  if (!canStartIn(input.kind, input.status)) throw new Error(`a ${input.kind} request cannot start as ${input.status}`)
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) throw new RangeError(`request amount must be a whole number of zero or more, got ${input.amount}`)
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('member_requests', 'id')) as id`.execute(trx)
  const id = rows[0]!.id
  const row = await trx
    .insertInto('member_requests')
    .values({
      id,
      member_id: input.memberId,
      kind: input.kind,
      status: input.status,
      reference: requestReference(input.kind, id, input.at),
      amount: input.amount,
      details: JSON.stringify(input.details ?? {}),
      created_at: input.at,
      updated_at: input.at,
      decided_at: isFinal(input.kind, input.status) ? input.at : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await publishMemberEvent(trx, row.member_id, { type: 'request', request: requestUpdateOf(row) })
  return row
}

/** Reads a request and locks it for the rest of the transaction; undefined when there is none. */
export function lockRequest(trx: Transaction<DB>, id: number): Promise<MemberRequest | undefined> {
  return trx.selectFrom('member_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/**
 * Moves a request to `to` when its lifecycle allows it from the status it has now (read under lock),
 * records the reason and the time (and the decision time when `to` is final), and publishes the change.
 * Answers 409 request_not_changeable when the request has moved on, 400 for a missing or unknown reason.
 */
export async function transitionRequest<K extends RequestKind>(trx: Transaction<DB>, id: number, transition: Transition<K>): Promise<MemberRequest> {
  const current = await lockRequest(trx, id)
  if (!current) throw new ApiError(404, 'not_found', { id })
  const reason = transition.reason ?? null
  if (!canMove(current.kind, current.status, transition.to)) {
    throw new ApiError(409, 'request_not_changeable', { reference: current.reference })
  }
  if (reason === null && needsReason(transition.to)) throw new ApiError(400, 'field_required', { field: 'reason' })
  if (reason !== null && !(takesReason(transition.to) && (rejectionReasons[current.kind] as readonly string[]).includes(reason))) {
    throw new ApiError(400, 'field_invalid', { field: 'reason' })
  }

  const row = await trx
    .updateTable('member_requests')
    .set((eb) => ({
      status: transition.to,
      reason,
      updated_at: transition.at,
      decided_at: isFinal(current.kind, transition.to) ? transition.at : null,
      ...(transition.details ? { details: sql<string>`${eb.ref('details')} || ${JSON.stringify(transition.details)}::jsonb` } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await publishMemberEvent(trx, row.member_id, { type: 'request', request: requestUpdateOf(row) })
  return row
}

/** The request as the member's tabs and lists see it. */
export function requestUpdateOf(row: MemberRequest): RequestUpdate {
  return {
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    amount: row.amount,
    updatedAt: row.updated_at.toISOString(),
  }
}
