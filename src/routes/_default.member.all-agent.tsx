import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { InfoList } from '../ui/member/InfoList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'

export const Route = createFileRoute('/_default/member/all-agent')({
  staticData: { titleKey: titleKeyOf('/member/all-agent') },
  component: AllAgentPage,
})

function AllAgentPage() {
  const { t } = useTranslation()
  const { member } = useMember()
  const link = `${location.origin}/?referralCode=${encodeURIComponent(member.referralCode)}`
  return (
    <MemberPage path="/member/all-agent">
      <InfoList
        rows={[
          [t('member.referral_code'), member.referralCode],
          [t('member.referral_link'), link],
        ]}
      />
    </MemberPage>
  )
}
