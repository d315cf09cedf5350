import { useServices } from '../../app/services'

/** Copies a value to the clipboard and tells the member what was copied (`label`), or that it could not be. */
export function useCopy() {
  const { toasts } = useServices()
  return async (value: string, label: string) => {
    try {
      await navigator.clipboard.writeText(value)
      toasts.send({ type: 'toast.show', toast: { type: 'success', msg: 'agents.copied', values: { what: label } } })
    } catch {
      toasts.send({ type: 'toast.show', toast: { type: 'error', msg: 'agents.copy_failed' } })
    }
  }
}
