import { useTranslation } from 'react-i18next'
import Cookies from 'js-cookie'
import { useServices } from '../../app/services'

/** Clears every cookie and all storage the site keeps in this browser, after the person confirms,
 *  and ends the session with it. */
export default function DeleteCookiesDialog() {
  const { session, dialogs, queryClient, toasts } = useServices()
  const { t } = useTranslation()
  const clear = () => {
    if (session.getSnapshot().can({ type: 'session.logout' })) session.send({ type: 'session.logout' })
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
    localStorage.clear()
    sessionStorage.clear()
    queryClient.clear()
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
