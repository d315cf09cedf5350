import { assign, setup } from 'xstate'
import { MAX_TOASTS, type ToastContext, type ToastEvent, type ToastMessage } from './types'

function sameMessage(a: ToastMessage, b: ToastMessage) {
  return a.type === b.type && a.msg === b.msg && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
}

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  guards: {
    isNew: ({ context, event }) => event.type === 'toast.show' && !context.toasts.some((t) => sameMessage(t, event.toast)),
    isLast: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts.length === 1 && context.toasts[0]?.id === event.id,
  },
  actions: {
    add: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {}
      const toast = { ...event.toast, id: context.nextId }
      return { toasts: [...context.toasts, toast].slice(-MAX_TOASTS), nextId: context.nextId + 1 }
    }),
    remove: assign({
      toasts: ({ context, event }) => (event.type === 'toast.dismiss' ? context.toasts.filter((t) => t.id !== event.id) : context.toasts),
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    // Nothing to announce.
    empty: {
      on: { 'toast.show': { target: 'showing', actions: 'add' } },
    },
    // One or more messages on screen; a repeat of one already shown is not stacked again.
    showing: {
      on: {
        'toast.show': { guard: 'isNew', actions: 'add' },
        'toast.dismiss': [
          { guard: 'isLast', target: 'empty', actions: 'remove' },
          { actions: 'remove' },
        ],
      },
    },
  },
})

export type ToastMachine = typeof toastMachine
