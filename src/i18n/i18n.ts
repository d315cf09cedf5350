import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, languages } from '../shared/languages'

/** An i18next instance with no messages yet: the language layer adds each locale as it loads. */
export function createI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...languages],
    // React escapes what it renders; escaping here would show entities to the member.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    // Messages arrive after start, one language at a time; re-render when they do.
    react: { bindI18nStore: 'added' },
  })
  return instance
}
