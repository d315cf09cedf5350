import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The translation key of the page's title. */
    titleKey?: string
  }
}

/** The page's description, which the server writes in the language it draws the page in (server/routes/spa.ts). */
function describePage(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = text
}

/** Keeps the document title on the deepest matched route's title key, and the description in the page's language. */
export function DocumentHead() {
  const { t } = useTranslation()
  const titleKey = useMatches({
    select: (matches) => matches.map((m) => m.staticData.titleKey).filter((k): k is string => Boolean(k)).at(-1),
  })
  useEffect(() => {
    const site = t('site.name')
    document.title = titleKey ? `${t(titleKey)} | ${site}` : site
  }, [t, titleKey])
  useEffect(() => describePage(t('site.description')), [t])
  return null
}
