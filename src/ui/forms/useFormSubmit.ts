import type { FormEvent } from 'react'
import { ApiError } from '../../api/client'
import type { ErrorBody } from '../../shared/calls/errors'
import { useFieldBinding } from './useFieldBinding'
import { useFieldErrors } from './useFieldErrors'

interface SubmittableForm<K extends string, V> {
  values: Partial<Record<K, unknown>>
  set(field: K, value: string): void
  touch(field: K): void
  errorOf(field: string): ReturnType<Parameters<typeof useFieldErrors>[0]['errorOf']>
  submit(): V | null
}

/** What sends a form: a flow (ui/flows/useFlow) or a mutation (through `fromMutation`). */
export interface Submission<V> {
  submit(values: V): void
  busy: boolean
  /** The server's refusal of the last try, shown under its field or above the submit button. */
  error: ErrorBody | null
}

export function fromMutation<V>(mutation: { mutate(values: V): void; isPending: boolean; error: unknown }): Submission<V> {
  return {
    submit: (values) => mutation.mutate(values),
    busy: mutation.isPending,
    error: mutation.error instanceof ApiError ? mutation.error.body : null,
  }
}

/** A contract form wired to what submits it: field props and error texts, and a submit handler
 *  that sends only valid values, once at a time. */
export function useFormSubmit<K extends string, V>(form: SubmittableForm<K, V>, submission: Submission<V>) {
  const errors = useFieldErrors(form, submission.error)
  const fieldProps = useFieldBinding(form, errors)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const values = form.submit()
    if (values && !submission.busy) submission.submit(values)
  }
  return { errors, fieldProps, onSubmit }
}
