import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { MessageInbox } from '../ui/messages/MessageInbox'

export const Route = createFileRoute('/_default/member/member-message')({
  staticData: { titleKey: titleKeyOf('/member/member-message') },
  component: MemberMessagePage,
})

function MemberMessagePage() {
  return (
    <MemberPage path="/member/member-message">
      <MessageInbox />
    </MemberPage>
  )
}
