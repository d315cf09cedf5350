import { Link, linkOptions } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** The site's sections, in menu order, each with the key of its name. */
const sections = linkOptions([
  { to: '/', activeOptions: { exact: true }, labelKey: 'nav.home' },
  { to: '/Categories/$', params: { _splat: 'slots' }, labelKey: 'nav.games' },
  { to: '/promotions', labelKey: 'nav.promotions' },
  { to: '/announcement', labelKey: 'nav.announcements' },
  { to: '/qa', labelKey: 'nav.qa' },
  { to: '/member', labelKey: 'nav.member' },
])

export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')} className="main-nav">
      {sections.map(({ labelKey, ...link }) => (
        <Link key={labelKey} {...link} onClick={onNavigate}>
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  )
}
