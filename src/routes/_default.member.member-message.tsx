import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'

export const Route = createFileRoute('/_default/member/member-message')({
  staticData: { titleKey: titleKeyOf('/member/member-message') },
  component: MemberMessagePage,
})

function MemberMessagePage() {
  const { t } = useTranslation()
  const { member } = useMember()
  return (
    <MemberPage path="/member/member-message">
      <p className="note">{t('member.unread_count', { count: member.unread.member })}</p>
    </MemberPage>
  )
}
