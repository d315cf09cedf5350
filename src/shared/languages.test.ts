import { describe, expect, it } from 'vitest'
import { detectLanguage, fromBrowserTag, htmlLang, languageTag, languages } from './languages'

describe('language detection', () => {
  it('prefers the stored cookie', () => {
    expect(detectLanguage('vn', ['ko-KR'])).toBe('vn')
  })
  it('then the first browser language that fits', () => {
    expect(detectLanguage(undefined, ['de-DE', 'ko-KR', 'en'])).toBe('kr')
    expect(detectLanguage(undefined, ['zh-TW'])).toBe('tw')
    expect(detectLanguage(undefined, ['zh-Hant-HK'])).toBe('tw')
    expect(detectLanguage(undefined, ['vi'])).toBe('vn')
    expect(detectLanguage('xx', ['en-GB'])).toBe('en')
  })
  it('then the fallback', () => {
    expect(detectLanguage(undefined, ['de-DE', 'zh-CN'])).toBe('en')
  })
  it('maps each language to its html lang', () => {
    expect(htmlLang).toEqual({ kr: 'ko-KR', tw: 'zh-TW', en: 'en-US', vn: 'vi-VN' })
  })
  it('tags text in each language with a real language tag that detection maps back to it', () => {
    expect(languageTag).toEqual({ kr: 'ko', tw: 'zh-Hant', en: 'en', vn: 'vi' })
    for (const lng of languages) expect(fromBrowserTag(languageTag[lng])).toBe(lng)
  })
})
