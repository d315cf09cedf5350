import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectInstallOffered, selectIosInstructions } from '../../machines/pwa/selectors'

/** Offers installation where the browser allows it, and explains Add to Home Screen on iOS (PwaNotices
 *  shows this only then). */
export function InstallOffer() {
  const { pwa } = useServices()
  const { t } = useTranslation()
  const offered = useSelector(pwa, selectInstallOffered)
  const ios = useSelector(pwa, selectIosInstructions)
  return (
    <section className="pwa-card" aria-label={t('pwa.install.label')}>
      <p>{t(ios ? 'pwa.install.ios' : 'pwa.install.message')}</p>
      <div className="pwa-actions">
        {offered && (
          <button type="button" className="button" onClick={() => pwa.send({ type: 'install.accept' })}>
            {t('pwa.install.accept')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => pwa.send({ type: 'install.dismiss' })}>
          {t(ios ? 'pwa.install.got_it' : 'pwa.install.dismiss')}
        </button>
      </div>
    </section>
  )
}
