import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { WalletSummary } from '../ui/member/WalletSummary'

export const Route = createFileRoute('/_default/member/deposit')({
  staticData: { titleKey: titleKeyOf('/member/deposit') },
  component: DepositPage,
})

function DepositPage() {
  return (
    <MemberPage path="/member/deposit">
      <WalletSummary />
    </MemberPage>
  )
}
