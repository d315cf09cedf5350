import { Outlet, createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useServices } from '../app/services'
import { selectMember } from '../machines/session/selectors'
import { MemberContext } from '../ui/member/useMember'
import { memberGuard } from './-memberGuard'

// Every page whose path contains "member" sits under this layout: the member guard runs before any
// of them loads, and hands the signed-in member to their loaders (route context) and components.
export const Route = createFileRoute('/_default/_member')({
  beforeLoad: async ({ context, location, preload }) => ({ member: await memberGuard(context, location, preload) }),
  // The member actions (app/flows.ts) load beside the page's own data, so no page waits on them once shown.
  loader: ({ context }) => context.flows(),
  component: MemberLayout,
})

function MemberLayout() {
  const { session } = useServices()
  const member = useSelector(session, selectMember)
  // The session has just ended and the guard is sending the visitor home: nothing member-only renders meanwhile.
  if (!member) return null
  return (
    <MemberContext.Provider value={member}>
      <Outlet />
    </MemberContext.Provider>
  )
}
