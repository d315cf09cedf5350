import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useZoneName } from '../useZoneName'

export function Footer() {
  const { t } = useTranslation()
  const { dialogs } = useServices()
  const zoneName = useZoneName()
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.legal')} className="footer-links">
        <Link to="/terms-of-service">{t('footer.terms_of_service')}</Link>
        <Link to="/privacyPolicy">{t('footer.privacy_policy')}</Link>
        <Link to="/responsibleGaming">{t('footer.responsible_gaming')}</Link>
        <Link to="/qa">{t('nav.qa')}</Link>
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DeleteCookies' })}>
          {t('cookies.open')}
        </button>
      </nav>
      <p className="age-notice">
        <span className="age-badge">18+</span> {t('footer.age_notice')}
      </p>
      <p className="times-zone">{t('footer.times_in_zone', { zone: zoneName() })}</p>
      <p className="copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
