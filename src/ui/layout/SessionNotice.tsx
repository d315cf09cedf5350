import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

/** A stored token the server could not be asked about: the member is told, and can ask again. */
export function SessionNotice() {
  const { session } = useServices()
  const { t } = useTranslation()
  const unverified = useSelector(session, (s) => s.matches('unverified'))
  if (!unverified) return null
  return (
    <div className="session-notice" role="status">
      <p>{t('header.session_unverified')}</p>
      <button type="button" className="button button-secondary" onClick={() => session.send({ type: 'session.retry' })}>
        {t('header.session_retry')}
      </button>
    </div>
  )
}
