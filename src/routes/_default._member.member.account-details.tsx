import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { InfoList } from '../ui/member/InfoList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'
import { useFormat } from '../ui/useFormat'

export const Route = createFileRoute('/_default/_member/member/account-details')({
  staticData: { titleKey: titleKeyOf('/member/account-details') },
  component: AccountDetailsPage,
})

function AccountDetailsPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  return (
    <MemberPage path="/member/account-details">
      <InfoList
        rows={[
          [t('field.username'), member.username],
          [t('field.realName'), member.realName],
          [t('field.phone'), member.phone],
          [t('field.email'), member.email],
          [t('member.vip_level'), member.vipLevel],
          [t('member.currency'), member.currency],
          [t('member.referral_code'), member.referralCode],
          [t('member.created_at'), format.dateTime(member.createdAt)],
          [t('member.last_login_at'), member.lastLoginAt ? format.dateTime(member.lastLoginAt) : '—'],
        ]}
      />
    </MemberPage>
  )
}
