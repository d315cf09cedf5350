import type { SnapshotFrom } from 'xstate'
import type { SessionMachine } from './machine'

type Snapshot = SnapshotFrom<SessionMachine>

export const selectIsLoggedIn = (s: Snapshot) => s.matches('loggedIn')
/** The one definition of a session that has settled: neither starting nor waiting on the server. */
export const selectIsSettled = (s: Snapshot) => !s.hasTag('pending') && !s.matches('booting')
export const selectMember = (s: Snapshot) => s.context.member
export const selectSeamless = (s: Snapshot) => s.context.member?.seamless ?? false
export const selectParticipation = (s: Snapshot) => s.context.member?.participation ?? false
export const selectUnreadMember = (s: Snapshot) => s.context.member?.unread.member ?? 0
export const selectUnreadService = (s: Snapshot) => s.context.member?.unread.service ?? 0
/** The challenge of a login waiting for its two-factor code, or null when no code is asked. */
export const selectLoginChallenge = (s: Snapshot) => (s.matches('awaitingCode') ? s.context.challenge : null)
