import { createFileRoute, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { WalletSummary } from '../ui/member/WalletSummary'

export const Route = createFileRoute('/_default/member/deposit')({
  staticData: { titleKey: titleKeyOf('/member/deposit') },
  // The deposit gate decides; the guard asks it on every visit and follows its answer. A preload
  // (hover) asks nothing, so it neither reads the cards nor shows a toast.
  beforeLoad: async ({ context, preload }) => {
    if (preload) return
    context.depositGate.send({ type: 'depositGate.check' })
    const answer = await waitFor(context.depositGate, (s) => !s.hasTag('pending'))
    if (answer.matches('noCard') || answer.matches('unverified')) throw redirect({ to: '/member/withdrawal' })
    if (answer.matches('failed')) throw new Error('the bank card list could not be read')
  },
  component: DepositPage,
})

function DepositPage() {
  return (
    <MemberPage path="/member/deposit">
      <WalletSummary />
    </MemberPage>
  )
}
