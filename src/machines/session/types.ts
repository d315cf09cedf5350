// Who owns each piece of client state the seed lists (one owner per fact):
// - token, user info and the seamless / participation flags (part of member info): this machine
// - unread member and service message counts: member info, so this machine (refreshed on demand)
// - main balance and point: TanStack Query (api/queries.ts), keyed by the token, dropped on logout
// - language: the i18n layer; installed-app flag: the PWA lifecycle; dialogs: the dialog machine
// - domain and window size are read from the browser when needed; the sidebar is layout UI state
import type { MemberInfo } from '../../api/contract'

export type { MemberInfo }

export interface SessionInput {
  /** The token found in the token cookie at start, or ''. */
  token: string
}

export interface SessionContext {
  token: string
  member: MemberInfo | null
}

export type SessionEvent =
  | { type: 'session.authenticated'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  | { type: 'session.retry' }
  | { type: 'http.unauthorized' }

/** What the token check can fail with: the server refused the token, or it could not be asked. */
export class SessionCheckError extends Error {
  constructor(readonly reason: 'unauthorized' | 'unreachable') {
    super(reason)
  }
}
