import type { RequestKind, RequestStatus } from '../../src/shared/calls/requests'

// Which statuses a member request may start in and move to (DECISIONS.md, "The ledger behind every
// amount"). A status with no way out is final: the request is decided. Only the transition function
// in memberRequests.ts changes a status, and it follows this table.

type Lifecycle<K extends RequestKind> = {
  initial: readonly RequestStatus<K>[]
  next: { [S in RequestStatus<K>]: readonly RequestStatus<K>[] }
}

const lifecycles: { [K in RequestKind]: Lifecycle<K> } = {
  // Bank transfers are filed as submitted; VIP and USDT orders wait for the member's payment first.
  deposit: {
    initial: ['awaiting_payment', 'submitted'],
    next: {
      awaiting_payment: ['submitted', 'cancelled', 'expired'],
      submitted: ['approved', 'rejected', 'cancelled', 'expired'],
      approved: [],
      rejected: [],
      cancelled: [],
      expired: [],
    },
  },
  // A member cannot take a withdrawal back once asked.
  withdrawal: {
    initial: ['pending'],
    next: { pending: ['paid', 'rejected'], paid: [], rejected: [] },
  },
  // Pending when the platform did not answer; reconciliation settles it either way.
  platform_transfer: {
    initial: ['completed', 'pending', 'failed'],
    next: { pending: ['completed', 'failed'], completed: [], failed: [] },
  },
  coupon: {
    initial: ['pending', 'credited'],
    next: { pending: ['credited', 'rejected'], credited: [], rejected: [] },
  },
  bet_upload: {
    initial: ['submitted'],
    next: { submitted: ['approved', 'rejected'], approved: [], rejected: [] },
  },
  // The member may write again after a reply, which reopens the inquiry.
  inquiry: {
    initial: ['open'],
    next: { open: ['answered', 'closed'], answered: ['open', 'closed'], closed: [] },
  },
  // A rejected member sends a new document, which is a new request.
  verification: {
    initial: ['pending'],
    next: { pending: ['verified', 'rejected'], verified: [], rejected: [] },
  },
}

/** Statuses that say no; a rejection always names its reason (rejectionReasons), a failure may. */
export function takesReason(status: string): boolean {
  return status === 'rejected' || status === 'failed'
}

export function needsReason(status: string): boolean {
  return status === 'rejected'
}

export function canStartIn(kind: RequestKind, status: string): boolean {
  return (lifecycles[kind].initial as readonly string[]).includes(status)
}

export function canMove(kind: RequestKind, from: string, to: string): boolean {
  const next = (lifecycles[kind].next as Record<string, readonly string[]>)[from]
  return next?.includes(to) ?? false
}

export function isFinal(kind: RequestKind, status: string): boolean {
  return (lifecycles[kind].next as Record<string, readonly string[]>)[status]?.length === 0
}
