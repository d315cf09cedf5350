import { createFileRoute, Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyActions } from '../ui/layout/MoneyActions'
import { PageHeader } from '../ui/layout/PageHeader'
import { memberPages } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { WalletSummary } from '../ui/member/WalletSummary'
import { EngagementOffers } from '../ui/signIn/EngagementOffers'
import { loadWallet } from './-memberLoaders'

export const Route = createFileRoute('/_default/_member/member/')({
  staticData: { titleKey: 'member.title' },
  loader: loadWallet,
  component: MemberHub,
})

/** The hub leads with the money and its two actions; the pages those actions open are not listed again. */
const otherPages = memberPages.filter((page) => page.to !== '/member/deposit' && page.to !== '/member/withdrawal')

function MemberHub() {
  const { t } = useTranslation()
  const { member } = useMember()
  const walletId = useId()
  const moreId = useId()
  return (
    <>
      <PageHeader titleKey="member.title">
        <p className="page-intro">{t('member.welcome', { name: member.realName || member.username })}</p>
      </PageHeader>
      <section className="hub-wallet" aria-labelledby={walletId}>
        <h2 id={walletId}>{t('member.hub.wallet')}</h2>
        <WalletSummary />
        <MoneyActions className="hub-actions" />
      </section>
      <section className="hub-more" aria-labelledby={moreId}>
        <h2 id={moreId}>{t('member.hub.more')}</h2>
        <ul className="hub-list">
          {otherPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="hub-link">
                <span className="hub-link-title">{t(page.titleKey)}</span>
                <span className="hub-link-intro">{t(page.introKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <EngagementOffers />
    </>
  )
}
