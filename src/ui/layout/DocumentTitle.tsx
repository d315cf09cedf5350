import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The translation key of the page's title. */
    titleKey?: string
  }
}

/** Keeps the document title on the deepest matched route's title key. */
export function DocumentTitle() {
  const { t } = useTranslation()
  const titleKey = useMatches({
    select: (matches) => matches.map((m) => m.staticData.titleKey).filter((k): k is string => Boolean(k)).at(-1),
  })
  useEffect(() => {
    const site = t('site.name')
    document.title = titleKey ? `${t(titleKey)} | ${site}` : site
  }, [t, titleKey])
  return null
}
