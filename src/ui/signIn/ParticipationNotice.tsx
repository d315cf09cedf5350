import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Told to a member without the participation flag wherever sign-in rewards and draws appear: why they cannot take part, and how to. */
export function ParticipationNotice() {
  const { t } = useTranslation()
  return (
    <div className="participation-notice" role="note" data-testid="participation-notice">
      <p>
        <strong>{t('participation.reason_title')}</strong> {t('participation.reason')}
      </p>
      <p>
        <strong>{t('participation.how_title')}</strong> {t('participation.how')}{' '}
        <Link to="/member/customer-service-center" search={{ category: 'rewards' }}>
          {t('participation.ask')}
        </Link>
      </p>
    </div>
  )
}
