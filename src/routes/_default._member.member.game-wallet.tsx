import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectSeamless } from '../machines/session/selectors'
import { AfterFirstScreen } from '../ui/layout/AfterFirstScreen'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { WalletSummary } from '../ui/member/WalletSummary'
import { PlatformWallet } from '../ui/wallet/PlatformWallet'
import { PointConversion } from '../ui/wallet/PointConversion'
import { RebateSummary } from '../ui/wallet/RebateSummary'
import { TransferHistory } from '../ui/wallet/TransferHistory'
import { loadWallet } from './-memberLoaders'

export const Route = createFileRoute('/_default/_member/member/game-wallet')({
  staticData: { titleKey: titleKeyOf('/member/game-wallet') },
  loader: (options) => {
    const { queryClient, queries, member } = options.context
    return Promise.all([
      loadWallet(options),
      queryClient.ensureQueryData(queries.pointRate(member.id)),
      queryClient.ensureQueryData(queries.play.platforms(member.id)),
      queryClient.ensureQueryData(queries.play.rebate(member.id)),
      member.seamless ? null : queryClient.ensureQueryData(queries.play.transfers(member.id, 1)),
    ])
  },
  component: GameWalletPage,
})

function GameWalletPage() {
  const { queries, session } = useServices()
  const { t } = useTranslation()
  const { member } = useMember()
  const platforms = useSuspenseQuery(queries.play.platforms(member.id))
  const seamless = useSelector(session, selectSeamless)
  return (
    <MemberPage path="/member/game-wallet">
      <WalletSummary />
      <p className="note" data-testid="wallet-mode">
        {seamless ? t('wallet.mode_seamless') : t('wallet.mode_transfer')}
      </p>
      {/* A seamless member sees platforms only while one still holds their money. */}
      {(!seamless || platforms.data.platforms.length > 0) && (
        <AfterFirstScreen>
          <PlatformWallet />
        </AfterFirstScreen>
      )}
      {!seamless && (
        <AfterFirstScreen>
          <TransferHistory />
        </AfterFirstScreen>
      )}
      <AfterFirstScreen>
        <PointConversion />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <RebateSummary />
      </AfterFirstScreen>
    </MemberPage>
  )
}
