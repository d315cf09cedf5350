import { useTranslation } from 'react-i18next'
import { htmlLang, isLanguage } from '../shared/languages'
import { formatDate, formatDateTime, formatMoney, formatNumber, formatReadAt } from '../i18n/money'

/** Formatters in the current language's conventions. */
export function useFormat() {
  const { i18n } = useTranslation()
  const locale = isLanguage(i18n.language) ? htmlLang[i18n.language] : 'en-US'
  return {
    locale,
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    number: (value: number) => formatNumber(value, locale),
    date: formatDate,
    dateTime: (iso: string) => formatDateTime(iso, locale),
    readAt: (epochMs: number) => formatReadAt(epochMs, locale),
  }
}
