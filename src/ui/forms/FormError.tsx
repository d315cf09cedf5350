import type { ErrorBody } from '../../shared/calls/errors'
import { useErrorText } from '../useErrorText'

/** A refusal (the server's, or the form's own in the same words) in the member's language, read out at once; nothing without one. */
export function FormError({ error }: { error: ErrorBody | null | undefined }) {
  const errorText = useErrorText()
  if (!error) return null
  return (
    <p className="form-error" role="alert">
      {errorText(`back.errorCode.${error.errorMessage}`, error.errorValues)}
    </p>
  )
}
