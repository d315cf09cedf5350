import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, languages, type Language } from '../shared/languages'

type Messages = Record<string, unknown>

export interface Translations {
  i18n: i18n
  /**
   * Adds a part of a language's messages. Every translated component re-renders on an addition, in
   * one synchronous render (react-i18next reads the store through useSyncExternalStore): on the home
   * page the rest of the messages, which its first news pop-up brings, made a task of 50-70 ms at 4x
   * CPU. Only a lookup that found nothing can show something else once messages are added, so the
   * addition is silent when no lookup has missed since the last one.
   */
  addMessages(language: Language, messages: Messages): void
}

/** An i18next instance with no messages yet: the language layer adds each locale as it loads. */
export function createI18n(): Translations {
  const instance = i18next.createInstance()
  let missed = false
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
    // Nothing is saved anywhere: the handler only notes that some render showed a key.
    saveMissing: true,
    missingKeyHandler: () => {
      missed = true
    },
    // Messages arrive after start, one language at a time; re-render when they do.
    react: { bindI18nStore: 'added' },
  })
  return {
    i18n: instance,
    addMessages(language, messages) {
      const silent = !missed
      missed = false
      // The locale chunk's object is read by nothing else: i18next's defensive deep copy (a JSON round
      // trip of the whole part) is skipped.
      instance.addResourceBundle(language, 'translation', messages, true, true, { silent, skipCopy: true })
    },
  }
}
