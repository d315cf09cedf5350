// Identity verification (DECISIONS.md, "Account security and player protection"): every member has a
// status from registration, sends a document (JPEG, PNG, WebP or PDF up to 5 MB) that only they and
// the operator can read back, and needs `verified` for a withdrawal that would take their total
// withdrawn above VERIFICATION_WITHDRAWAL_LIMIT.
import { z } from 'zod'
import { call } from './define'
import { rejectionReasons, requestStatuses } from './requests'
import { isoDate, minorUnits } from './rules'
import { IMAGE_BODY_LIMIT, MAX_IMAGE_BYTES } from './uploads'

export const verificationErrors = ['verification_required', 'verification_not_open', 'document_invalid', 'document_too_large'] as const

/** `unverified` until the first document; then the status of the latest one. */
const verificationStatuses = ['unverified', ...requestStatuses.verification] as const
export type VerificationStatus = (typeof verificationStatuses)[number]
export const verificationReasons = rejectionReasons.verification

/** Minor units: what a member may withdraw in total (withdrawals neither rejected nor cancelled) before verification. */
export const VERIFICATION_WITHDRAWAL_LIMIT = 100_000

export const documentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export type DocumentType = (typeof documentTypes)[number]
export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES

/** One identity document in a request body, as base64; the server checks the bytes, not the type sent. */
const documentUpload = z.strictObject({
  contentType: z.enum(documentTypes),
  data: z.string().min(4).max(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]+={0,2}$/),
})
export type DocumentUpload = z.infer<typeof documentUpload>

/** The member's verification as member info carries it. */
export const verificationState = z.strictObject({
  status: z.enum(verificationStatuses),
  /** The operator's reason code when rejected. */
  reason: z.enum(verificationReasons).nullable(),
  /** The reference of the latest document sent, to quote to support. */
  reference: z.string().nullable(),
  /** The latest document, readable with getVerificationDocument. */
  documentId: z.int().positive().nullable(),
  updatedAt: isoDate.nullable(),
})
export type VerificationState = z.infer<typeof verificationState>

/** What the withdrawal page needs to state the rule before the member types anything. */
export const withdrawalVerification = z.strictObject({
  status: z.enum(verificationStatuses),
  limit: minorUnits,
  /** What may still be withdrawn before verification is needed; null once verified (no such limit). */
  remaining: minorUnits.nullable(),
})

export const verificationCalls = {
  submitVerificationDocument: call({
    method: 'POST', path: '/Member/submitVerificationDocument', access: 'member', idempotent: false, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['memberInfo', 'withdrawals'],
    request: z.strictObject({ document: documentUpload }),
    response: verificationState,
  }),
  getVerificationDocument: call({
    method: 'POST', path: '/Member/getVerificationDocument', access: 'member', idempotent: false,
    request: z.strictObject({ id: z.int().positive() }),
    response: z.strictObject({ id: z.int().positive(), contentType: z.enum(documentTypes), data: z.string(), createdAt: isoDate }),
  }),
}
