import { createFileRoute, Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectParticipation } from '../machines/session/selectors'
import { ChangePasswordForm } from '../ui/member/ChangePasswordForm'
import { InfoList } from '../ui/member/InfoList'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'
import { LanguageSwitcher } from '../ui/layout/LanguageSwitcher'

export const Route = createFileRoute('/_default/_member/member/my-account')({
  staticData: { titleKey: titleKeyOf('/member/my-account') },
  component: MyAccountPage,
})

function MyAccountPage() {
  const { t } = useTranslation()
  const { member } = useMember()
  const { session } = useServices()
  const participation = useSelector(session, selectParticipation)
  return (
    <MemberPage path="/member/my-account">
      <InfoList
        rows={[
          [t('field.username'), member.username],
          [t('member.vip_level'), member.vipLevel],
          [t('member.participation'), participation ? t('member.participation_yes') : t('member.participation_no')],
          [t('header.language'), <LanguageSwitcher key="language" />],
        ]}
      />
      <Link to="/member/account-details" className="button button-secondary">
        {t('member.account_details.title')}
      </Link>
      <ChangePasswordForm />
    </MemberPage>
  )
}
