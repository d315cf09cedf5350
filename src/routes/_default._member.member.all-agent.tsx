import { createFileRoute } from '@tanstack/react-router'
import { CommissionTable } from '../ui/agents/CommissionTable'
import { ReferralInvite } from '../ui/agents/ReferralInvite'
import { ReferralList } from '../ui/agents/ReferralList'
import { SubAgentCodes } from '../ui/agents/SubAgentCodes'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/all-agent')({
  staticData: { titleKey: titleKeyOf('/member/all-agent') },
  loader: ({ context }) => {
    const { queryClient, api, member } = context
    const queries = memberQueriesOf(api)
    return Promise.all([
      queryClient.ensureQueryData(queries.agents.referrals(member.id)),
      queryClient.ensureQueryData(queries.agents.codes(member.id)),
      queryClient.ensureQueryData(queries.agents.commission(member.id)),
    ])
  },
  component: AllAgentPage,
})

function AllAgentPage() {
  return (
    <MemberPage path="/member/all-agent">
      <ReferralInvite />
      <ReferralList />
      <SubAgentCodes />
      <CommissionTable />
    </MemberPage>
  )
}
