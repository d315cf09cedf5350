import { useQuery } from '@tanstack/react-query'
import { useMember } from '../member/useMember'
import { useMemberQueries } from '../member/useMemberQueries'

/** One of the member's orders by reference, as the latest deposit answer has it (kept fresh by the live events). */
export function useDepositOrder(reference: string) {
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  const info = useQuery(memberQueries.deposits.info(member.id))
  const order = info.data?.open?.reference === reference ? info.data.open : info.data?.orders.find((o) => o.reference === reference)
  return { order, pending: info.isPending }
}
