import { createFileRoute } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'

export const Route = createFileRoute('/_default/member/customer-service-center')({
  staticData: { titleKey: titleKeyOf('/member/customer-service-center') },
  component: CustomerServicePage,
})

function CustomerServicePage() {
  const { t } = useTranslation()
  const { member } = useMember()
  return (
    <MemberPage path="/member/customer-service-center">
      <p className="note">{t('member.unread_count', { count: member.unread.service })}</p>
      <Link to="/qa" className="button button-secondary">
        {t('nav.qa')}
      </Link>
    </MemberPage>
  )
}
