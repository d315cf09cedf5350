import { assign, setup } from 'xstate'
import { MAX_DIALOG_DEPTH, sessionDialogs, type DialogContext, type DialogEvent, type OpenDialog } from './types'

function top(context: DialogContext): OpenDialog | undefined {
  return context.stack[context.stack.length - 1]
}

function entryOf(event: DialogEvent): OpenDialog | null {
  if (event.type !== 'dialog.open' && event.type !== 'dialog.replace') return null
  const { type: _type, ...dialog } = event
  return dialog
}

export const dialogMachine = setup({
  types: { context: {} as DialogContext, events: {} as DialogEvent },
  guards: {
    canPush: ({ context, event }) =>
      event.type === 'dialog.open' && top(context)?.name !== event.name && context.stack.length < MAX_DIALOG_DEPTH,
    isLast: ({ context }) => context.stack.length <= 1,
    onlySessionDialogs: ({ context }) => context.stack.every((d) => sessionDialogs.has(d.name)),
  },
  actions: {
    push: assign({ stack: ({ context, event }) => [...context.stack, ...[entryOf(event)].filter((d) => d !== null)] }),
    pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    swapTop: assign({
      stack: ({ context, event }) => [...context.stack.slice(0, -1), ...[entryOf(event)].filter((d) => d !== null)],
    }),
    clear: assign({ stack: [] }),
    dropSessionDialogs: assign({ stack: ({ context }) => context.stack.filter((d) => !sessionDialogs.has(d.name)) }),
  },
}).createMachine({
  id: 'dialogs',
  context: { stack: [] },
  initial: 'closed',
  states: {
    // No dialog is open; the page has focus and scrolls.
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'push' } },
    },
    // At least one dialog is open; only the top one is shown and takes focus.
    open: {
      on: {
        'dialog.open': { guard: 'canPush', actions: 'push' },
        'dialog.replace': { actions: 'swapTop' },
        'dialog.close': [{ guard: 'isLast', target: 'closed', actions: 'clear' }, { actions: 'pop' }],
        'dialog.closeAll': { target: 'closed', actions: 'clear' },
        'dialog.sessionEnded': [
          { guard: 'onlySessionDialogs', target: 'closed', actions: 'clear' },
          { actions: 'dropSessionDialogs' },
        ],
      },
    },
  },
})

export type DialogMachine = typeof dialogMachine
