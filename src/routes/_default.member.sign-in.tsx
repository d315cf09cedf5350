import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'

export const Route = createFileRoute('/_default/member/sign-in')({
  staticData: { titleKey: titleKeyOf('/member/sign-in') },
  component: SignInPage,
})

function SignInPage() {
  const { t } = useTranslation()
  const { member } = useMember()
  return (
    <MemberPage path="/member/sign-in">
      <p className="note" data-testid="participation">
        {member.participation ? t('member.participation_yes') : t('member.participation_no')}
      </p>
    </MemberPage>
  )
}
