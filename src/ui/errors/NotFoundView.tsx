import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

function isMiddlewareFailure(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'middleware' in data
}

/** 404 (seed §2): "Page not found: {path}" for an unknown page, "Page Not Found: {path}" when a
 *  page's guard failed. */
export function NotFoundView({ data }: { data?: unknown }) {
  const { t } = useTranslation()
  const path = useLocation({ select: (l) => l.pathname })
  const key = isMiddlewareFailure(data) ? 'error.page_not_found_middleware' : 'error.page_not_found'
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-status">404</p>
      <h1 id="error-title">{t(key, { path })}</h1>
      <p>{t('error.not_found_hint')}</p>
      <Link to="/" className="button">
        {t('error.back_home')}
      </Link>
    </section>
  )
}
