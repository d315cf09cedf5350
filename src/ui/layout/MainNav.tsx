import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')} className="main-nav">
      <Link to="/" activeOptions={{ exact: true }} onClick={onNavigate}>
        {t('nav.home')}
      </Link>
      <Link to="/Categories/$" params={{ _splat: 'slots' }} onClick={onNavigate}>
        {t('nav.games')}
      </Link>
      <Link to="/promotions" onClick={onNavigate}>
        {t('nav.promotions')}
      </Link>
      <Link to="/announcement" onClick={onNavigate}>
        {t('nav.announcements')}
      </Link>
      <Link to="/qa" onClick={onNavigate}>
        {t('nav.qa')}
      </Link>
      <Link to="/member" onClick={onNavigate}>
        {t('nav.member')}
      </Link>
    </nav>
  )
}
