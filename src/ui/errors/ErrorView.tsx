import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { NotFoundView } from './NotFoundView'

function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

/** The generic error page: a not-found view for 404, a server-error view for anything else, and
 *  an offline view when the page's content or code could not be fetched and was never saved offline. */
export function ErrorView({ error }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const status = statusOf(error)
  if (status === 404) return <NotFoundView />
  // A script chunk that could not be fetched offline fails as a plain TypeError; the browser knows why.
  const offline = (error instanceof ApiError && error.code === 'network_error') || !navigator.onLine
  return (
    <section className="error-view" aria-labelledby="error-title">
      {!offline && <p className="error-status">{status}</p>}
      <h1 id="error-title">{offline ? t('error.offline_title') : t('error.server_error')}</h1>
      <p>{offline ? t('error.offline_hint') : t('error.server_error_hint')}</p>
      <div className="button-row">
        {/* Invalidating runs the failed loaders again, which a plain reset would not. */}
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          {t('error.try_again')}
        </button>
        <Link to="/" className="button button-secondary">
          {t('error.back_home')}
        </Link>
      </div>
    </section>
  )
}
