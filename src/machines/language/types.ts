export type Language = 'kr' | 'tw' | 'en' | 'vn'

export interface LanguageInput {
  /** Chosen by detection (cookie, browser list, fallback) before the machine starts. */
  detected: Language
  fallback: Language
}

export interface LanguageContext {
  /** The language the page is shown in; null until the first locale file arrives. */
  current: Language | null
  /** The language being loaded or last asked for. */
  requested: Language
  fallback: Language
  loaded: Language[]
}

export type LanguageEvent = { type: 'language.switch'; language: Language }

export type Messages = Record<string, unknown>
