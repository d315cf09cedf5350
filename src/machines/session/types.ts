// Who owns each piece of client state the seed lists (one owner per fact):
// - token, user info and the seamless / participation flags (part of member info): this machine
// - unread member and service message counts: member info, so this machine (refreshed on demand
//   and by the live event stream)
// - main balance and point: TanStack Query (api/queries.ts), keyed by the member, dropped on logout
// - language: the i18n layer; installed-app flag: the PWA lifecycle; dialogs: the dialog machine
// - domain and window size are read from the browser when needed; the sidebar is layout UI state

import type { VerificationState } from '../../shared/calls/verification'

/** The member info the session keeps (the provider's getMemberInfoV3 answer; the app's actors are
 *  typed against the contract, so the compiler keeps the two in step). */
export interface SessionMember {
  id: number
  username: string
  realName: string
  phone: string
  email: string
  currency: string
  vipLevel: number
  seamless: boolean
  participation: boolean
  referralCode: string
  createdAt: string
  lastLoginAt: string | null
  unread: { member: number; service: number }
  verification: VerificationState
}

export interface SessionInput {
  /** The token found in the token cookie at start, or ''. */
  token: string
}

export interface SessionContext {
  token: string
  member: SessionMember | null
  /** Where a visitor was going when a member page sent them home; they land there after logging in. */
  returnTo: string | null
  /** Between a right password and the code of an account with two-factor login: the server's challenge for the code step. */
  challenge: string | null
}

export type SessionEvent =
  | { type: 'session.authenticated'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  | { type: 'session.retry' }
  | { type: 'session.required'; returnTo: string }
  | { type: 'session.unread'; member: number; service: number }
  /** The password was right; the account asks for a two-factor code under this challenge. */
  | { type: 'session.codeRequired'; challenge: string }
  | { type: 'session.codeCancelled' }
  /** A call made with this token was answered 401. */
  | { type: 'http.unauthorized'; token: string }

/** What the token check can fail with: the server refused the token, or it could not be asked. */
export class SessionCheckError extends Error {
  constructor(readonly reason: 'unauthorized' | 'unreachable') {
    super(reason)
  }
}
