import { useEffect, useRef, useState } from 'react'
import type { ImageUpload } from '../../shared/calls/uploads'

interface MessageForm {
  set(field: 'text', value: string): void
  set(field: 'image', value: ImageUpload | undefined): void
}

/**
 * A message to support (a new inquiry, a reply) once its flow answers, each answer once: the text and
 * the image empty, `onSent` hears of it, and the flow begins a new intent. Returns the form's round,
 * the image field's key: a new round makes the file input forget the file picked before.
 */
export function useClearedWhenSent<S>(form: MessageForm, sent: S | null, begin: () => void, onSent?: (sent: S) => void): number {
  const handled = useRef<S | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!sent || handled.current === sent) return
    handled.current = sent
    form.set('text', '')
    form.set('image', undefined)
    setRound((r) => r + 1)
    onSent?.(sent)
    begin()
  }, [sent, form, onSent, begin])
  return round
}
