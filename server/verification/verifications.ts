// A member's identity verification (DECISIONS.md, "Account security and player protection"). Each
// document sent is a member request of kind `verification`: filed `pending`, decided `verified` or
// `rejected` with a reason by the operator (or the demo operator after VERIFICATION_REVIEW_SECONDS),
// and published to the member's tabs like every request. The member's status is their latest
// request's, `unverified` before the first; a rejected member sends a new document, a new request.
import type { Kysely, Transaction } from 'kysely'
import { verificationReasons, type DocumentUpload, type VerificationState } from '../../src/shared/calls/verification'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { lockMember } from '../ledger/memberLock'
import { storeImage } from '../members/images'
import type { OperatorKind } from '../operator/kinds'
import { scheduleDecision } from '../operator/scheduleDecision'
import { createRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { checkDocument } from './documents'

/** The member's latest verification request; undefined before the first document. */
function latestVerification(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<MemberRequest | undefined> {
  return db
    .selectFrom('member_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'verification')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

const isReason = (reason: string | null): reason is (typeof verificationReasons)[number] =>
  reason !== null && (verificationReasons as readonly string[]).includes(reason)

function documentIdOf(request: MemberRequest): number | null {
  const id = request.details.documentId
  return typeof id === 'number' ? id : null
}

function verificationStateOf(latest: MemberRequest | undefined): VerificationState {
  if (!latest) return { status: 'unverified', reason: null, reference: null, documentId: null, updatedAt: null }
  return {
    status: latest.status as VerificationState['status'],
    reason: isReason(latest.reason) ? latest.reason : null,
    reference: latest.reference,
    documentId: documentIdOf(latest),
    updatedAt: latest.updated_at.toISOString(),
  }
}

export async function verificationState(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<VerificationState> {
  return verificationStateOf(await latestVerification(db, memberId))
}

export interface DocumentSubmission {
  memberId: number
  document: DocumentUpload
  at: Date
}

/**
 * Files a document for review: checked by content, stored as the member's upload, and a pending
 * verification request. Under the member's lock, so two documents sent at once file one request.
 * Refused (409 verification_not_open) while one is pending or once verified.
 */
export async function submitVerification(trx: Transaction<DB>, config: Pick<Config, 'verificationReviewSeconds'>, submission: DocumentSubmission): Promise<VerificationState> {
  const { memberId, at } = submission
  const document = checkDocument(submission.document)
  await lockMember(trx, memberId)
  const latest = await latestVerification(trx, memberId)
  if (latest && latest.status !== 'rejected') throw new ApiError(409, 'verification_not_open', { status: latest.status })
  const documentId = await storeImage(trx, memberId, document, at)
  const request = await createRequest(trx, { kind: 'verification', memberId, status: 'pending', amount: 0, details: { documentId }, at })
  // Without an admin the demo operator approves it after the review time (DECISIONS.md).
  if (config.verificationReviewSeconds > 0) {
    await scheduleDecision(trx, { subject: 'request', subjectId: request.id, decision: 'approve', dueAt: new Date(at.getTime() + config.verificationReviewSeconds * 1000), at })
  }
  return verificationStateOf(request)
}

export const verificationOperator: OperatorKind = {
  kind: 'verification',
  listRow: (request) => ({ documentId: documentIdOf(request) }),
  decide: (trx, request, { decision, reason }, { at }) =>
    decision === 'approve' ? transitionRequest(trx, request.id, { to: 'verified', at }) : transitionRequest(trx, request.id, { to: 'rejected', reason, at }),
}
