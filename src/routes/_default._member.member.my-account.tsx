import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectParticipation } from '../machines/session/selectors'
import { AccountClosureForm } from '../ui/member/AccountClosureForm'
import { ChangePasswordForm } from '../ui/member/ChangePasswordForm'
import { FactsList } from '../ui/forms/FactsList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { VerificationSection } from '../ui/member/VerificationSection'
import { LanguageSwitcher } from '../ui/layout/LanguageSwitcher'
import { useFormat } from '../ui/useFormat'

export const Route = createFileRoute('/_default/_member/member/my-account')({
  staticData: { titleKey: titleKeyOf('/member/my-account') },
  component: MyAccountPage,
})

function MyAccountPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const { session } = useServices()
  const participation = useSelector(session, selectParticipation)
  return (
    <MemberPage path="/member/my-account">
      <FactsList
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
          [t('member.participation'), participation ? t('member.participation_yes') : t('member.participation_no')],
          [t('header.language'), <LanguageSwitcher key="language" />],
        ]}
      />
      <VerificationSection />
      <ChangePasswordForm />
      <AccountClosureForm />
    </MemberPage>
  )
}
