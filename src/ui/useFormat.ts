import { htmlLang } from '../shared/languages'
import { formatDate, formatDateTime, formatReadAt } from '../i18n/dates'
import { formatMoney, formatNumber, type SignOptions } from '../shared/money'
import { useLanguage } from './useLanguage'

/** Formatters in the current language's conventions, times in the member's own time zone (named by useZoneName). */
export function useFormat() {
  const language = useLanguage()
  const locale = htmlLang[language]
  return {
    locale,
    money: (minor: number, currency: string, options?: SignOptions) => formatMoney(minor, currency, locale, options),
    number: (value: number, options?: SignOptions) => formatNumber(value, locale, options),
    date: (iso: string) => formatDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    readAt: (epochMs: number) => formatReadAt(epochMs, language),
  }
}
