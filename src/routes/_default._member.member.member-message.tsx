import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { MessageInbox } from '../ui/messages/MessageInbox'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/member-message')({
  staticData: { titleKey: titleKeyOf('/member/member-message') },
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQueriesOf(context.api).messages.page(context.member.id, 'member', 1)),
  component: MemberMessagePage,
})

function MemberMessagePage() {
  return (
    <MemberPage path="/member/member-message">
      <MessageInbox />
    </MemberPage>
  )
}
