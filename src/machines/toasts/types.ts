export type ToastType = 'success' | 'error' | 'info' | 'warning'

/** What a toast's button does. */
export type ToastCommand = 'login'

export interface ToastMessage {
  type: ToastType
  /** A translation key. */
  msg: string
  values?: Record<string, string | number>
  /** A button in the toast: its label key and what it does. */
  action?: { labelKey: string; command: ToastCommand }
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
