import { createFileRoute } from '@tanstack/react-router'
import { BetRecords } from '../ui/bets/BetRecords'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { RebateSummary } from '../ui/wallet/RebateSummary'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/betting-details')({
  staticData: { titleKey: titleKeyOf('/member/betting-details') },
  // The records' module comes with the page, not with the first page of the site (it brings zod).
  loader: ({ context }) =>
    Promise.all([
      import('../ui/bets/BetRecords').then(({ firstRecordsRequest }) =>
        context.queryClient.ensureQueryData(memberQueriesOf(context.api).bets.records(context.member.id, firstRecordsRequest())),
      ),
      context.queryClient.ensureQueryData(context.queries.play.rebate(context.member.id)),
    ]),
  component: BettingDetailsPage,
})

function BettingDetailsPage() {
  return (
    <MemberPage path="/member/betting-details">
      <BetRecords />
      <RebateSummary />
    </MemberPage>
  )
}
