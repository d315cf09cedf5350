import { useSelector } from '@xstate/react'
import { useServices } from '../../app/services'
import { selectMember, selectToken } from '../../machines/session/selectors'

/** The member's info and token on a member page, where the guard has made sure there is one. */
export function useMember() {
  const { session } = useServices()
  const member = useSelector(session, selectMember)
  const token = useSelector(session, selectToken)
  if (!member) throw new Error('member page rendered without a session')
  return { member, token }
}
