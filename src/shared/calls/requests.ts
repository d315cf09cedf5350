// Member requests (DECISIONS.md, "The ledger behind every amount"): every deposit order, withdrawal,
// platform transfer, coupon, bet upload, inquiry and identity document has a status, a reference the member can quote
// to support, its times, and on rejection a reason code the site translates.

export const requestStatuses = {
  deposit: ['awaiting_payment', 'submitted', 'approved', 'rejected', 'cancelled', 'expired'],
  withdrawal: ['pending', 'paid', 'rejected'],
  platform_transfer: ['completed', 'pending', 'failed'],
  coupon: ['pending', 'credited', 'rejected'],
  bet_upload: ['submitted', 'approved', 'rejected'],
  inquiry: ['open', 'answered', 'closed'],
  /** A document sent for identity verification (calls/verification.ts). */
  verification: ['pending', 'verified', 'rejected'],
} as const
export type RequestKind = keyof typeof requestStatuses
export type RequestStatus<K extends RequestKind = RequestKind> = (typeof requestStatuses)[K][number]

/** A change the request's status no longer allows (the operator decided it, the member cancelled it). */
export const requestErrors = ['request_not_changeable'] as const

/** The reasons an operator may give when rejecting (the site translates each). */
export const rejectionReasons = {
  deposit: ['payment_not_received', 'depositor_name_mismatch', 'duplicate_order'],
  withdrawal: ['turnover_not_met', 'account_details_invalid', 'security_review'],
  platform_transfer: ['platform_unavailable'],
  coupon: ['coupon_not_applicable'],
  bet_upload: ['bet_not_eligible'],
  inquiry: [],
  verification: ['document_unreadable', 'document_expired', 'name_mismatch'],
} as const satisfies Record<RequestKind, readonly string[]>

/** Prefix of each kind's reference, e.g. D-20261122-000123. */
export const referencePrefixes = {
  deposit: 'D',
  withdrawal: 'W',
  platform_transfer: 'T',
  coupon: 'C',
  bet_upload: 'U',
  inquiry: 'Q',
  verification: 'V',
} as const satisfies Record<RequestKind, string>
