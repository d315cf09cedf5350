import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectSeamless } from '../machines/session/selectors'
import { InfoList } from '../ui/member/InfoList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'
import { WalletSummary } from '../ui/member/WalletSummary'
import { useFormat } from '../ui/useFormat'

export const Route = createFileRoute('/_default/member/game-wallet')({
  staticData: { titleKey: titleKeyOf('/member/game-wallet') },
  component: GameWalletPage,
})

function GameWalletPage() {
  const { queries, session } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member, token } = useMember()
  const rate = useQuery(queries.pointRate(token))
  const seamless = useSelector(session, selectSeamless)
  return (
    <MemberPage path="/member/game-wallet">
      <WalletSummary />
      <InfoList
        rows={[
          [t('wallet.mode'), seamless ? t('wallet.mode_seamless') : t('wallet.mode_transfer')],
          [
            t('wallet.point_rate'),
            rate.data
              ? t('wallet.point_rate_value', { point: format.number(rate.data.point), amount: format.money(rate.data.amount, member.currency) })
              : '…',
          ],
        ]}
      />
    </MemberPage>
  )
}
