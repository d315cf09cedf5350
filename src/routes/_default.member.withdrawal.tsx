import { createFileRoute } from '@tanstack/react-router'
import { BankCardList } from '../ui/bank/BankCardList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { WalletSummary } from '../ui/member/WalletSummary'

export const Route = createFileRoute('/_default/member/withdrawal')({
  staticData: { titleKey: titleKeyOf('/member/withdrawal') },
  component: WithdrawalPage,
})

function WithdrawalPage() {
  return (
    <MemberPage path="/member/withdrawal">
      <WalletSummary />
      <BankCardList />
    </MemberPage>
  )
}
