import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client'
import { NotFoundView } from './NotFoundView'

function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

/** The generic error page: a not-found view for 404, a server-error view for anything else. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const status = statusOf(error)
  if (status === 404) return <NotFoundView />
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-status">{status}</p>
      <h1 id="error-title">{t('error.server_error')}</h1>
      <p>{t('error.server_error_hint')}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={reset}>
          {t('error.try_again')}
        </button>
        <Link to="/" className="button button-secondary">
          {t('error.back_home')}
        </Link>
      </div>
    </section>
  )
}
