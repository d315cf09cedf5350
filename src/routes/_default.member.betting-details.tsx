import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BetRecords } from '../ui/bets/BetRecords'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'

export const Route = createFileRoute('/_default/member/betting-details')({
  staticData: { titleKey: titleKeyOf('/member/betting-details') },
  component: BettingDetailsPage,
})

function BettingDetailsPage() {
  const { t } = useTranslation()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <MemberPage path="/member/betting-details">
      <p className="note">{t('member.times_in_zone', { zone })}</p>
      <BetRecords />
    </MemberPage>
  )
}
