// The error body both ends speak, the codes any call can answer with, and how a validation issue
// becomes one. Each resource file lists the codes of its own rules; contract.ts joins them.
import { z } from 'zod'

export const commonErrors = [
  'invalid_request',
  'field_required',
  'field_invalid',
  'field_too_short',
  'field_too_long',
  'field_too_small',
  'field_too_large',
  'unknown_field',
  'too_many_requests',
  'unauthorized',
  'idempotency_key_required',
  'idempotency_key_reused',
  'request_in_progress',
  'not_found',
  'payload_too_large',
  'internal_error',
] as const

const errorBody = z.strictObject({
  errorMessage: z.string(),
  errorValues: z.record(z.string(), z.union([z.string(), z.number()])),
})
export type ErrorBody = z.infer<typeof errorBody>

/** Turns one validation issue into the error body both ends show for a bad field. */
export function issueToError(issue: z.core.$ZodIssue): ErrorBody {
  const field = issue.path.map(String).join('.') || 'body'
  switch (issue.code) {
    case 'unrecognized_keys':
      return { errorMessage: 'unknown_field', errorValues: { field: issue.keys.join(', ') } }
    case 'invalid_type':
      return issue.input === undefined
        ? { errorMessage: 'field_required', errorValues: { field } }
        : { errorMessage: 'field_invalid', errorValues: { field } }
    case 'too_small':
      return issue.origin === 'string'
        ? { errorMessage: 'field_too_short', errorValues: { field, min: Number(issue.minimum) } }
        : { errorMessage: 'field_too_small', errorValues: { field, min: Number(issue.minimum) } }
    case 'too_big':
      return issue.origin === 'string'
        ? { errorMessage: 'field_too_long', errorValues: { field, max: Number(issue.maximum) } }
        : { errorMessage: 'field_too_large', errorValues: { field, max: Number(issue.maximum) } }
    case 'invalid_value':
      return field === 'agreement'
        ? { errorMessage: 'terms_not_accepted', errorValues: {} }
        : { errorMessage: 'field_invalid', errorValues: { field } }
    case 'custom': {
      const code = typeof issue.params?.code === 'string' ? issue.params.code : 'field_invalid'
      const values = issue.params?.values && typeof issue.params.values === 'object' ? (issue.params.values as ErrorBody['errorValues']) : {}
      return { errorMessage: code, errorValues: { field, ...values } }
    }
    default:
      return { errorMessage: 'field_invalid', errorValues: { field } }
  }
}
