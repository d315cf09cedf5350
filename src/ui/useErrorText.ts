import { useTranslation } from 'react-i18next'
import type { ErrorBody } from '../api/calls/errors'

/** The translated text of an error body: `back.errorCode.<code>` with its values, the field named
 *  in the member's language. */
export function useErrorText() {
  const { t } = useTranslation()
  return (msg: string, values: ErrorBody['errorValues'] = {}) => {
    const field = typeof values.field === 'string' ? t(`field.${values.field}`, { defaultValue: values.field }) : undefined
    return t(msg, { ...values, ...(field ? { field } : {}) })
  }
}
