import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'

interface BindableForm<K extends string> {
  values: Partial<Record<K, unknown>>
  set(field: K, value: string): void
  touch(field: K): void
}

/** The props that tie a text field to a contract form: its translated label, value, rule and
 *  server error, so each form only says which fields it has. */
export function useFieldBinding<K extends string>(form: BindableForm<K>, errors: { field(name: string): string | undefined }) {
  const { t } = useTranslation()
  return (name: K) => ({
    label: t(`field.${name}`),
    name,
    value: String(form.values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
    error: errors.field(name),
  })
}
