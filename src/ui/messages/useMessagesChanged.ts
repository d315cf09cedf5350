import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'

/** After a read, delete or claim: the lists are read again and the session re-reads member info, whose unread counts the header shows. */
export function useMessagesChanged() {
  const { queries, queryClient, session } = useServices()
  const { token } = useMember()
  return async ({ wallet = false }: { wallet?: boolean } = {}) => {
    session.send({ type: 'session.refresh' })
    const refreshes = [queryClient.invalidateQueries({ queryKey: queries.messages.all(token) })]
    if (wallet) {
      refreshes.push(queryClient.invalidateQueries({ queryKey: queries.balance(token).queryKey }))
      refreshes.push(queryClient.invalidateQueries({ queryKey: queries.point(token).queryKey }))
    }
    await Promise.all(refreshes)
  }
}
