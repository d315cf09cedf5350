import { assign, setup } from 'xstate'
import {
  MAX_DIALOG_DEPTH, MAX_OFFERS_PER_VISIT, sessionDialogs, unsolicitedDialogs,
  type DialogContext, type DialogEvent, type Offer, type OpenDialog,
} from './types'

function top(context: DialogContext): OpenDialog | undefined {
  return context.stack[context.stack.length - 1]
}

function entryOf(event: DialogEvent): OpenDialog | null {
  if (event.type !== 'dialog.open' && event.type !== 'dialog.replace') return null
  const { type: _type, ...dialog } = event
  return dialog
}

/** One offer and the same offer made again (a page asking on every render) share a key. */
function keyOf(dialog: OpenDialog): string {
  return `${dialog.name}:${JSON.stringify(dialog.props ?? null)}`
}

function priorityOf(offer: Offer): number {
  return unsolicitedDialogs.indexOf(offer.name)
}

function offerOf(event: DialogEvent): Offer | null {
  if (event.type !== 'dialog.offer') return null
  const { type: _type, ...offer } = event
  return offer
}

export const dialogMachine = setup({
  types: { context: {} as DialogContext, events: {} as DialogEvent },
  guards: {
    canPush: ({ context, event }) =>
      event.type === 'dialog.open' && top(context)?.name !== event.name && context.stack.length < MAX_DIALOG_DEPTH,
    isLast: ({ context }) => context.stack.length <= 1,
    onlySessionDialogs: ({ context }) => context.stack.every((d) => sessionDialogs.has(d.name)),
    /** An offer not yet open, waiting or shown this visit, while the visit has room for one more. */
    isNewOffer: ({ context, event }) => {
      const offer = offerOf(event)
      if (!offer || context.shown.length >= MAX_OFFERS_PER_VISIT) return false
      const key = keyOf(offer)
      return ![...context.shown, ...context.queue.map(keyOf), ...context.stack.map(keyOf)].includes(key)
    },
    hasQueued: ({ context }) => context.queue.length > 0 && context.shown.length < MAX_OFFERS_PER_VISIT,
  },
  actions: {
    push: assign({ stack: ({ context, event }) => [...context.stack, ...[entryOf(event)].filter((d) => d !== null)] }),
    pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    swapTop: assign({
      stack: ({ context, event }) => [...context.stack.slice(0, -1), ...[entryOf(event)].filter((d) => d !== null)],
    }),
    clear: assign({ stack: [] }),
    dropSessionDialogs: assign({
      stack: ({ context }) => context.stack.filter((d) => !sessionDialogs.has(d.name)),
      queue: ({ context }) => context.queue.filter((d) => !sessionDialogs.has(d.name)),
    }),
    // Array.prototype.sort is stable: offers of one kind keep the order they were made in.
    enqueue: assign({
      queue: ({ context, event }) =>
        [...context.queue, ...[offerOf(event)].filter((d) => d !== null)].sort((a, b) => priorityOf(a) - priorityOf(b)),
    }),
    withdraw: assign({
      queue: ({ context, event }) => (event.type === 'dialog.withdraw' ? context.queue.filter((d) => !event.names.includes(d.name)) : context.queue),
    }),
    // The last offer the visit has room for leaves nothing worth keeping in the queue.
    showNext: assign(({ context }) => {
      const [next, ...rest] = context.queue
      if (!next) return {}
      const shown = [...context.shown, keyOf(next)]
      return { stack: [next], queue: shown.length < MAX_OFFERS_PER_VISIT ? rest : [], shown }
    }),
  },
}).createMachine({
  id: 'dialogs',
  context: { stack: [], queue: [], shown: [] },
  initial: 'closed',
  states: {
    // No dialog is open; the page has focus and scrolls. A waiting offer opens now, if the visit has room.
    closed: {
      always: { guard: 'hasQueued', target: 'open', actions: 'showNext' },
      on: {
        'dialog.open': { target: 'open', actions: 'push' },
        // Queued, then opened at once by the rule above: one way in for every offer.
        'dialog.offer': { guard: 'isNewOffer', target: 'closed', actions: 'enqueue' },
      },
    },
    // At least one dialog is open; only the top one is shown and takes focus. Offers wait until the
    // stack is empty, so none comes over a money flow, the login or another offer.
    open: {
      on: {
        'dialog.open': { guard: 'canPush', actions: 'push' },
        'dialog.replace': { actions: 'swapTop' },
        'dialog.close': [{ guard: 'isLast', target: 'closed', actions: 'clear' }, { actions: 'pop' }],
        'dialog.closeAll': { target: 'closed', actions: 'clear' },
        'dialog.sessionEnded': [
          { guard: 'onlySessionDialogs', target: 'closed', actions: ['clear', 'dropSessionDialogs'] },
          { actions: 'dropSessionDialogs' },
        ],
        'dialog.offer': { guard: 'isNewOffer', actions: 'enqueue' },
        'dialog.withdraw': { actions: 'withdraw' },
      },
    },
  },
})

export type DialogMachine = typeof dialogMachine
