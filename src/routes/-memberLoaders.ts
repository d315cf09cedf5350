// What member pages load before they render, so none of them shows a placeholder or flashes an error.
import type { Services } from '../app/services'
import type { SessionMember } from '../machines/session/types'

interface MemberRouteContext extends Pick<Services, 'queryClient' | 'queries'> {
  member: SessionMember
}

/** The main balance and points most member pages show. */
export function loadWallet({ context }: { context: MemberRouteContext }) {
  const { queryClient, queries, member } = context
  return Promise.all([queryClient.ensureQueryData(queries.balance(member.id)), queryClient.ensureQueryData(queries.point(member.id))])
}
