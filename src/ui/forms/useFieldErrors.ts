import { ApiError } from '../../api/client'
import type { ErrorBody } from '../../api/contract'
import { useErrorText } from '../useErrorText'

/**
 * The texts a form shows: each field's own rule as the member types, a server refusal that names
 * a field under that field, and any other refusal above the submit button.
 */
export function useFieldErrors(form: { errorOf(field: string): ErrorBody | undefined }, failure: unknown) {
  const errorText = useErrorText()
  const server = failure instanceof ApiError ? failure : null
  const serverField = typeof server?.body.errorValues.field === 'string' ? server.body.errorValues.field : null
  return {
    field(name: string): string | undefined {
      const error = form.errorOf(name) ?? (serverField === name ? server?.body : undefined)
      return error ? errorText(`back.errorCode.${error.errorMessage}`, error.errorValues) : undefined
    },
    /** A refusal not tied to a field on this form. */
    form(fields: readonly string[]): string | undefined {
      if (!server || (serverField && fields.includes(serverField))) return undefined
      return errorText(`back.errorCode.${server.code}`, server.body.errorValues)
    },
  }
}
