import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { LoginHistory } from '../ui/security/LoginHistory'
import { SessionList } from '../ui/security/SessionList'
import { TwoFactorSection } from '../ui/security/TwoFactorSection'

export const Route = createFileRoute('/_default/_member/member/security')({
  staticData: { titleKey: titleKeyOf('/member/security') },
  component: SecurityPage,
})

function SecurityPage() {
  return (
    <MemberPage path="/member/security">
      <TwoFactorSection />
      <SessionList />
      <LoginHistory />
    </MemberPage>
  )
}
