import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../ui/layout/PageHeader'
import { memberPages } from '../ui/member/memberPages'
import { useMember } from '../ui/member/useMember'
import { WalletSummary } from '../ui/member/WalletSummary'
import { useEngagementOffers } from '../ui/signIn/useEngagementOffers'
import { loadWallet } from './-memberLoaders'

export const Route = createFileRoute('/_default/_member/member/')({
  staticData: { titleKey: 'member.title' },
  loader: loadWallet,
  component: MemberHub,
})

function MemberHub() {
  const { t } = useTranslation()
  const { member } = useMember()
  useEngagementOffers()
  return (
    <>
      <PageHeader titleKey="member.title">
        <p className="page-intro">{t('member.welcome', { name: member.realName || member.username })}</p>
      </PageHeader>
      <WalletSummary />
      <ul className="hub-grid">
        {memberPages.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className="hub-card">
              {t(page.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
