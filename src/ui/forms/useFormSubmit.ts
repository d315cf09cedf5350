import type { FormEvent } from 'react'
import { useFieldBinding } from './useFieldBinding'
import { useFieldErrors } from './useFieldErrors'

interface SubmittableForm<K extends string, V> {
  values: Partial<Record<K, unknown>>
  set(field: K, value: string): void
  touch(field: K): void
  errorOf(field: string): ReturnType<Parameters<typeof useFieldErrors>[0]['errorOf']>
  submit(): V | null
}

interface Submission<V> {
  mutate(values: V): void
  isPending: boolean
  error: unknown
}

/** A contract form wired to the call that submits it: field props and error texts, and a submit
 *  handler that sends only valid values, once at a time. */
export function useFormSubmit<K extends string, V>(form: SubmittableForm<K, V>, submission: Submission<V>) {
  const errors = useFieldErrors(form, submission.error)
  const fieldProps = useFieldBinding(form, errors)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const values = form.submit()
    if (values && !submission.isPending) submission.mutate(values)
  }
  return { errors, fieldProps, onSubmit }
}
