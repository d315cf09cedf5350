import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

/** A new version waits (PwaNotices shows this only then); updating reloads the page once into it. */
export default function UpdatePrompt() {
  const { pwa } = useServices()
  const { t } = useTranslation()
  const canAccept = useSelector(pwa, (s) => s.can({ type: 'update.accept' }))
  return (
    <section className="pwa-card" aria-label={t('pwa.update.label')}>
      <p role="status">{t('pwa.update.message')}</p>
      <div className="pwa-actions">
        <button type="button" className="button" disabled={!canAccept} onClick={() => pwa.send({ type: 'update.accept' })}>
          {t('pwa.update.accept')}
        </button>
        <button type="button" className="button button-secondary" disabled={!canAccept} onClick={() => pwa.send({ type: 'update.later' })}>
          {t('pwa.update.later')}
        </button>
      </div>
    </section>
  )
}
