import { createFileRoute, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import { DepositChannels } from '../ui/deposits/DepositChannels'
import { DepositHistory } from '../ui/deposits/DepositHistory'
import { AfterFirstScreen } from '../ui/layout/AfterFirstScreen'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { WalletSummary } from '../ui/member/WalletSummary'
import { DepositLimitSummary } from '../ui/responsibleGaming/DepositLimitSummary'
import { FirstDepositRealityCheck } from '../ui/responsibleGaming/FirstDepositRealityCheck'
import { loadWallet } from './-memberLoaders'
import { memberQueriesOf } from '../api/memberQueries'

/** Longer than the API client's own timeout and its one retry. */
const GATE_TIMEOUT_MS = 40_000

export const Route = createFileRoute('/_default/_member/member/deposit')({
  staticData: { titleKey: titleKeyOf('/member/deposit') },
  // The deposit gate decides; the guard asks it on every visit and follows its answer. A preload
  // (hover) asks nothing, so it neither reads the cards nor shows a toast.
  beforeLoad: async ({ context, preload }) => {
    if (preload) return
    const gate = await context.depositGate()
    gate.send({ type: 'depositGate.check' })
    // A card list that never answers must not hang the navigation: the guard gives up like a failed read.
    const answer = await waitFor(gate, (s) => !s.hasTag('pending'), { timeout: GATE_TIMEOUT_MS })
    if (answer.matches('noCard') || answer.matches('unverified')) throw redirect({ to: '/member/withdrawal' })
    if (answer.matches('failed')) throw new Error('the bank card list could not be read')
  },
  loader: async (args) => {
    const { queryClient, api, member } = args.context
    const queries = memberQueriesOf(api)
    await Promise.all([
      loadWallet(args),
      queryClient.ensureQueryData(queries.deposits.info(member.id)),
      // Read before the page shows, so the limits' line does not push the channels down when it arrives
      // (a layout shift); the page does without it when it cannot be read.
      queryClient.ensureQueryData(queries.responsibleGaming.settings(member.id)).catch(() => null),
    ])
  },
  component: DepositPage,
})

function DepositPage() {
  return (
    <MemberPage path="/member/deposit">
      <WalletSummary />
      <DepositLimitSummary />
      <DepositChannels />
      <AfterFirstScreen>
        <FirstDepositRealityCheck />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <DepositHistory />
      </AfterFirstScreen>
    </MemberPage>
  )
}
