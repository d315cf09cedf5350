import { useTranslation } from 'react-i18next'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../shared/languages'

/** The language the page shows, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE
}
