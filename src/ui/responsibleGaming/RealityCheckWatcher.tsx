import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useServices } from '../../app/services'
import { realityCheckMachine } from '../../machines/realityCheck/machine'
import { selectMember } from '../../machines/session/selectors'
import { useMemberQueries } from '../member/useMemberQueries'

/**
 * Runs the reality-check machine for the signed-in member: feeds it the interval and the login time
 * from the server, opens the RealityCheck dialog when it falls due, and starts the next interval once
 * the member has closed the dialog (continue). Renders nothing.
 */
export default function RealityCheckWatcher() {
  const { session, dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const member = useSelector(session, selectMember)
  const memberId = member?.id ?? 0
  const settings = useQuery({ ...memberQueries.responsibleGaming.settings(memberId), enabled: member !== null })
  const summary = useQuery({ ...memberQueries.responsibleGaming.sessionSummary(memberId), enabled: member !== null, staleTime: Infinity })
  const check = useActorRef(realityCheckMachine.provide({ actions: { openDialog: () => dialogs.send({ type: 'dialog.open', name: 'RealityCheck' }) } }))
  const due = useSelector(check, (s) => s.matches('due'))
  const dialogOpen = useSelector(dialogs, (s) => s.context.stack.some((open) => open.name === 'RealityCheck'))

  const minutes = settings.data?.realityCheckMinutes
  const loggedInAt = summary.data?.loggedInAt
  useEffect(() => {
    if (minutes === undefined || !loggedInAt) return
    check.send({ type: 'session.signedIn', minutes, loggedInAt: Date.parse(loggedInAt), now: Date.now() })
    return () => check.send({ type: 'session.signedOut' })
  }, [check, minutes, loggedInAt])

  // The dialog was closed (continue): the next interval starts now.
  useEffect(() => {
    if (due && !dialogOpen) check.send({ type: 'check.continue', now: Date.now() })
  }, [check, due, dialogOpen])

  return null
}
