import { useTranslation } from 'react-i18next'

/**
 * The site's logo, named by the site's name: the mark with its wordmark (public/logo.svg) from
 * 480 px, the mark alone (public/favicon.svg) on a phone, where the header's row has no room for
 * more. Both are files the service worker precaches; index.html draws the same before the app starts.
 */
export function Logo() {
  const { t } = useTranslation()
  return (
    <picture>
      <source media="(min-width: 480px)" srcSet="/logo.svg" width="150" height="40" />
      <img className="brand-logo" src="/favicon.svg" alt={t('site.name')} width="40" height="40" />
    </picture>
  )
}
