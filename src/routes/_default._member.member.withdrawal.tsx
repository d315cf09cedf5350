import { createFileRoute } from '@tanstack/react-router'
import { BankCardList } from '../ui/bank/BankCardList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { WalletSummary } from '../ui/member/WalletSummary'
import { loadWallet } from './-memberLoaders'

export const Route = createFileRoute('/_default/_member/member/withdrawal')({
  staticData: { titleKey: titleKeyOf('/member/withdrawal') },
  loader: (options) =>
    Promise.all([loadWallet(options), options.context.queryClient.ensureQueryData(options.context.queries.bankCards(options.context.member.id))]),
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
