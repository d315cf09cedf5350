import { useQuery } from '@tanstack/react-query'
import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { offersOwed } from './engagementOffers'
import { useMemberQueries } from '../member/useMemberQueries'

/**
 * On the member hub: offers the dialogs machine the sign-in and every draw the member has not had
 * today; its queue opens them one at a time, after anything already open. Leaving the hub withdraws
 * those still waiting. A component of its own, rendering nothing, so that the answers it waits for
 * render only it, not the whole hub again (as NewsPopups does on the home page).
 */
export function EngagementOffers(): null {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  const enabled = member.participation
  const signIn = useQuery({ ...memberQueries.activity.signIn(member.id), enabled })
  const draws = useQuery({ ...memberQueries.activity.draws(member.id), enabled })
  useEffect(() => {
    if (!signIn.data || !draws.data) return
    // Read once: each read of document.cookie asks the browser again.
    const jar = Cookies.get()
    const offers = offersOwed({ participation: member.participation, signIn: signIn.data, draws: draws.data }, (name) => Object.hasOwn(jar, name))
    for (const offer of offers) dialogs.send({ type: 'dialog.offer', ...offer })
  }, [signIn.data, draws.data, member.participation, dialogs])
  useEffect(() => () => dialogs.send({ type: 'dialog.withdraw', names: ['DailyCheck', 'Draw'] }), [dialogs])
  return null
}
