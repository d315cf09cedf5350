import type { ReactNode } from 'react'

/** A field's error under it, named by `id` so the field's aria-describedby reads it; nothing without one. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  if (!error) return null
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  )
}
