import { createContext, useContext } from 'react'
import type { SessionMember } from '../../machines/session/types'

/** The signed-in member, provided by the member layout only while there is one. */
export const MemberContext = createContext<SessionMember | null>(null)

/** The member on a member page (under the member layout, which renders nothing without one). */
export function useMember(): { member: SessionMember } {
  const member = useContext(MemberContext)
  if (!member) throw new Error('useMember outside the member layout')
  return { member }
}
