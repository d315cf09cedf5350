import type { Transaction } from 'kysely'
import type { RequestKind } from '../../src/shared/calls/requests'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import type { MemberRequest } from '../requests/memberRequests'

// What the operator can do with each kind of member request, filled in by the feature that owns the
// kind; server/app.ts puts them together. The admin plugin serves each entry as
// /api/admin/<collection> (list), .../:id/decision (when it decides) and .../:id/reply (when it
// replies), and the demo operator's timed decisions run through the same `decide`, so an operator
// and the demo behave alike.

export interface OperatorDecision {
  decision: 'approve' | 'reject'
  /** A code of rejectionReasons[kind] when rejecting; null when approving. */
  reason: string | null
}

export interface OperatorAction {
  at: Date
  config: Config
}

export interface OperatorKind {
  kind: RequestKind
  /** The kind's own facts a list row adds to id, reference, username, status, amount, reason and times. */
  listRow?(request: MemberRequest): JsonObject
  /**
   * Carries out the decision inside `trx` (the request is locked): moves the status with
   * transitionRequest, moves the money, and returns the request as it is after. Throws ApiError when
   * the request cannot take it (request_not_changeable, a bad reason).
   */
  decide?(trx: Transaction<DB>, request: MemberRequest, decision: OperatorDecision, action: OperatorAction): Promise<MemberRequest>
  /** Answers the request with the operator's text (inquiries), likewise inside `trx`. */
  reply?(trx: Transaction<DB>, request: MemberRequest, body: string, action: OperatorAction): Promise<MemberRequest>
  /** The demo operator's own reply, when it is due (a courtesy reply to a new inquiry), likewise inside `trx`. */
  demoReply?(trx: Transaction<DB>, request: MemberRequest, action: OperatorAction): Promise<MemberRequest>
}

/** Collection name in the URL → what the operator does with it. */
export type OperatorKinds = Readonly<Record<string, OperatorKind>>

export function operatorKindOf(kinds: OperatorKinds, kind: RequestKind): OperatorKind | undefined {
  return Object.values(kinds).find((entry) => entry.kind === kind)
}
