// Form state checked against the contract's own request schema, so a field shows the same rule
// as the member types that the server applies on submit.
import { useState } from 'react'
import type { z } from 'zod'
import { issueToError, type ErrorBody } from '../../shared/calls/errors'

/** What a form holds while the member fills it in: the request's fields, except that a box the
 *  request requires ticked (`true`) may still be unticked. */
export type Draft<T> = { [K in keyof T]: T[K] extends boolean ? boolean : T[K] }

export function useContractForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: Draft<z.input<S>>) {
  const [values, setValues] = useState<Draft<z.input<S>>>(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)

  const result = schema.safeParse(values, { reportInput: true })
  const errors = new Map<string, ErrorBody>()
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.')
      if (!errors.has(field)) errors.set(field, issueToError(issue))
    }
  }

  return {
    values,
    set<K extends keyof z.input<S> & string>(field: K, value: Draft<z.input<S>>[K]) {
      setValues((current) => ({ ...current, [field]: value }))
    },
    /** Leaving a field that holds something shows its rule. Passing through an empty one does not:
     *  an error appearing then would move the control being clicked away from under the pointer. */
    touch(field: string) {
      if (String((values as Record<string, unknown>)[field] ?? '') === '') return
      setTouched((current) => new Set(current).add(field))
    },
    /** The error to show under a field: once it was left holding something, or after a submit attempt. */
    errorOf(field: string): ErrorBody | undefined {
      return submitted || touched.has(field) ? errors.get(field) : undefined
    },
    /** Marks the form submitted and gives the parsed values when every rule holds. */
    submit(): z.output<S> | null {
      setSubmitted(true)
      return result.success ? result.data : null
    },
  }
}
