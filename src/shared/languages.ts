// The four languages (seed §2, §9), their <html lang> values and how a browser's list maps to them.
export const languages = ['kr', 'tw', 'en', 'vn'] as const
export type Language = (typeof languages)[number]

export const FALLBACK_LANGUAGE: Language = 'en'
export const LANGUAGE_COOKIE = 'i18n_redirected'
export const LANGUAGE_COOKIE_DAYS = 365

export const htmlLang: Record<Language, string> = { kr: 'ko-KR', tw: 'zh-TW', en: 'en-US', vn: 'vi-VN' }

/** The language tag of text written in the language, such as its own name in the switcher. The
 *  site's codes are not tags (`tw` is Twi, `vn` is no language at all). */
export const languageTag: Record<Language, string> = { kr: 'ko', tw: 'zh-Hant', en: 'en', vn: 'vi' }

/** The language's own name, shown in the switcher whatever the current language is. */
export const nativeName: Record<Language, string> = { kr: '한국어', tw: '繁體中文', en: 'English', vn: 'Tiếng Việt' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Maps one browser language tag (e.g. "zh-Hant-TW", "ko") to a site language, if any fits. */
export function fromBrowserTag(tag: string): Language | null {
  const lower = tag.toLowerCase()
  if (lower === 'ko' || lower.startsWith('ko-')) return 'kr'
  if (lower === 'vi' || lower.startsWith('vi-')) return 'vn'
  if (lower === 'en' || lower.startsWith('en-')) return 'en'
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'tw'
  return null
}

/** Cookie first, then the browser's list in order, then the fallback (seed §2). */
export function detectLanguage(cookie: string | undefined, browserTags: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie
  for (const tag of browserTags) {
    const match = fromBrowserTag(tag)
    if (match) return match
  }
  return FALLBACK_LANGUAGE
}
