import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../shared/calls/errors'
import { formatDateTime } from '../i18n/dates'
import { useLanguage } from './useLanguage'

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The translated text of an error body: `back.errorCode.<code>` with its values, the field named
 *  in the member's language. */
export function useErrorText() {
  const { t } = useTranslation()
  const language = useLanguage()
  return (msg: string, values: ErrorBody['errorValues'] = {}) => {
    // Times the server names (until when an exclusion lasts, when a limit resets) read as local dates.
    const times = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && isoTime.test(value)).map(([key, value]) => [key, formatDateTime(String(value), language)]))
    const field = typeof values.field === 'string' ? t(`field.${values.field}`, { defaultValue: values.field }) : undefined
    return t(msg, { ...values, ...times, ...(field ? { field } : {}) })
  }
}
