import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { clearSiteStorage } from '../../app/storage'

/** Clears every cookie and all storage the site keeps in this browser, after the person confirms:
 *  the session ends (and forgets the member's data) and the install offer forgets it was hidden. */
export default function DeleteCookiesDialog() {
  const { session, pwa, dialogs, toasts } = useServices()
  const { t } = useTranslation()
  const clear = () => {
    if (session.getSnapshot().can({ type: 'session.logout' })) session.send({ type: 'session.logout' })
    pwa.send({ type: 'install.forget' })
    clearSiteStorage()
    dialogs.send({ type: 'dialog.closeAll' })
    toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'cookies.cleared' } })
  }
  return (
    <div className="form">
      <p>{t('cookies.explain')}</p>
      <div className="button-row">
        <button type="button" className="button button-danger" onClick={clear}>
          {t('cookies.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.close' })}>
          {t('cookies.cancel')}
        </button>
      </div>
    </div>
  )
}
