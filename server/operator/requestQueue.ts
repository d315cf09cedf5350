// The operator's view of one kind of member request (routes/admin.ts): the newest requests, by
// status and member, and acting on one under its row lock.
import type { Kysely, Transaction } from 'kysely'
import type { RequestKind, RequestStatus } from '../../src/shared/calls/requests'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { lockRequest, type MemberRequest } from '../requests/memberRequests'

export interface RequestFilter {
  status?: RequestStatus | '' | undefined
  /** Matched regardless of case. */
  username?: string | undefined
}

export type RequestOfMember = MemberRequest & { username: string }

/** The newest `limit` requests of `kind` that pass the filter, each with its member's username. */
export async function listRequests(db: Kysely<DB>, kind: RequestKind, { status, username }: RequestFilter, limit: number): Promise<RequestOfMember[]> {
  let rows = db
    .selectFrom('member_requests')
    .innerJoin('members', 'members.id', 'member_requests.member_id')
    .selectAll('member_requests')
    .select('members.username')
    .where('member_requests.kind', '=', kind)
  if (status) rows = rows.where('member_requests.status', '=', status)
  if (username) rows = rows.where((eb) => eb(eb.fn('lower', ['members.username']), '=', username.toLowerCase()))
  return rows.orderBy('member_requests.created_at', 'desc').orderBy('member_requests.id', 'desc').limit(limit).execute()
}

/** Runs `act` on the locked request `id` of `kind` in a transaction of its own; 404 for any other id. */
export async function actOnRequest(
  db: Kysely<DB>,
  kind: RequestKind,
  id: number,
  act: (trx: Transaction<DB>, request: MemberRequest) => Promise<MemberRequest>,
): Promise<RequestOfMember> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockRequest(trx, id)
    if (!locked || locked.kind !== kind) throw new ApiError(404, 'not_found', { id })
    const after = await act(trx, locked)
    const member = await trx.selectFrom('members').select('username').where('id', '=', after.member_id).executeTakeFirstOrThrow()
    return { ...after, username: member.username }
  })
}
