import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { DepositLimitsForm } from '../ui/responsibleGaming/DepositLimitsForm'
import { ExclusionForm } from '../ui/responsibleGaming/ExclusionForm'
import { LossLimitsForm } from '../ui/responsibleGaming/LossLimitsForm'
import { RealityCheckSetting } from '../ui/responsibleGaming/RealityCheckSetting'
import { useMemberQueries } from '../ui/member/useMemberQueries'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/responsible-gaming')({
  staticData: { titleKey: titleKeyOf('/member/responsible-gaming') },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQueriesOf(context.api).responsibleGaming.settings(context.member.id)),
      context.queryClient.ensureQueryData(memberQueriesOf(context.api).responsibleGaming.lossLimits(context.member.id)),
    ]),
  component: ResponsibleGamingPage,
})

function ResponsibleGamingPage() {
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  const { data: settings } = useSuspenseQuery(memberQueries.responsibleGaming.settings(member.id))
  return (
    <MemberPage path="/member/responsible-gaming">
      <DepositLimitsForm settings={settings} />
      <LossLimitsForm />
      <RealityCheckSetting settings={settings} />
      <ExclusionForm kind="time_out" />
      <ExclusionForm kind="self_exclusion" />
    </MemberPage>
  )
}
