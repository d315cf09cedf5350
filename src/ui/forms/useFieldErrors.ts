import type { ErrorBody } from '../../shared/calls/errors'
import { useErrorText } from '../useErrorText'

/**
 * The texts a form shows: each field's own rule as the member types, a server refusal that names
 * a field under that field, and any other refusal above the submit button.
 */
export function useFieldErrors(form: { errorOf(field: string): ErrorBody | undefined }, refusal: ErrorBody | null) {
  const errorText = useErrorText()
  const serverField = typeof refusal?.errorValues.field === 'string' ? refusal.errorValues.field : null
  return {
    field(name: string): string | undefined {
      const error = form.errorOf(name) ?? (serverField === name ? refusal ?? undefined : undefined)
      return error ? errorText(`back.errorCode.${error.errorMessage}`, error.errorValues) : undefined
    },
    /** A refusal not tied to a field on this form. */
    form(fields: readonly string[]): string | undefined {
      if (!refusal || (serverField && fields.includes(serverField))) return undefined
      return errorText(`back.errorCode.${refusal.errorMessage}`, refusal.errorValues)
    },
  }
}
