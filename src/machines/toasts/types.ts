export type ToastType = 'success' | 'error' | 'info' | 'warning'

export interface ToastMessage {
  type: ToastType
  /** A translation key. */
  msg: string
  values?: Record<string, string | number>
}

export interface Toast extends ToastMessage {
  id: number
}

export interface ToastContext {
  toasts: Toast[]
  nextId: number
}

export type ToastEvent = { type: 'toast.show'; toast: ToastMessage } | { type: 'toast.dismiss'; id: number }

/** More than this many at once is noise; the oldest goes first. */
export const MAX_TOASTS = 4
