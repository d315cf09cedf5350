import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { memberPages } from '../../shared/memberPages'

export function MemberNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('member.menu')} className="member-nav">
      <Link to="/member" activeOptions={{ exact: true }}>
        {t('member.title')}
      </Link>
      {memberPages.map((page) => (
        <Link key={page.to} to={page.to}>
          {t(page.titleKey)}
        </Link>
      ))}
    </nav>
  )
}
