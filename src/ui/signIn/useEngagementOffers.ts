import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { nextOffer } from './engagementOffers'

/** On the member hub: whenever no dialog is open, opens the next sign-in or draw offer the member has not had today. */
export function useEngagementOffers(): void {
  const { queries, dialogs } = useServices()
  const { member } = useMember()
  const enabled = member.participation
  const signIn = useQuery({ ...queries.activity.signIn(member.id), enabled })
  const draws = useQuery({ ...queries.activity.draws(member.id), enabled })
  const noDialog = useSelector(dialogs, (s) => s.matches('closed'))
  useEffect(() => {
    if (!noDialog || !signIn.data || !draws.data) return
    const offer = nextOffer({ participation: member.participation, signIn: signIn.data, draws: draws.data }, (name) => Cookies.get(name) !== undefined)
    if (offer) dialogs.send({ type: 'dialog.open', ...offer })
  }, [noDialog, signIn.data, draws.data, member.participation, dialogs])
}
