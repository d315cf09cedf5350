import { useQuery } from '@tanstack/react-query'
import { useMember } from '../member/useMember'
import { RealityCheckSetting } from './RealityCheckSetting'
import { useMemberQueries } from '../member/useMemberQueries'

/** Offered on the deposit page before a member's first deposit, while no reality check is set (DECISIONS.md). */
export function FirstDepositRealityCheck() {
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  const settings = useQuery(memberQueries.responsibleGaming.settings(member.id))
  const deposits = useQuery(memberQueries.deposits.info(member.id))
  const firstDeposit = deposits.data !== undefined && deposits.data.open === null && deposits.data.orders.length === 0
  if (!settings.data || !firstDeposit || settings.data.realityCheckMinutes !== null) return null
  return <RealityCheckSetting settings={settings.data} />
}
