import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectParticipation } from '../machines/session/selectors'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'

export const Route = createFileRoute('/_default/member/sign-in')({
  staticData: { titleKey: titleKeyOf('/member/sign-in') },
  component: SignInPage,
})

function SignInPage() {
  const { t } = useTranslation()
  const { session } = useServices()
  const participation = useSelector(session, selectParticipation)
  return (
    <MemberPage path="/member/sign-in">
      <p className="note" data-testid="participation">
        {participation ? t('member.participation_yes') : t('member.participation_no')}
      </p>
    </MemberPage>
  )
}
