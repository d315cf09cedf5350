import { assign, fromCallback, setup } from 'xstate'
import { FIRST_RETRY_MS, MAX_COUNTED_FAILURES, MAX_RETRY_MS, type MemberEventsContext, type MemberEventsEvent } from './types'

export const memberEventsMachine = setup({
  types: { context: {} as MemberEventsContext, events: {} as MemberEventsEvent },
  actors: {
    /** Holds one connection; reports stream.opened and stream.ended. */
    stream: fromCallback(() => {}),
  },
  actions: {
    /** Events may have been missed while disconnected: read again what the member sees. */
    resync: () => {},
    /** The server refused the token: the session is over. */
    reportUnauthorized: () => {},
    countFailure: assign({ failures: ({ context }) => Math.min(context.failures + 1, MAX_COUNTED_FAILURES) }),
    markOpen: assign({ failures: 0, wasOpen: true }),
    forget: assign({ failures: 0, wasOpen: false }),
  },
  guards: {
    refused: ({ event }) => event.type === 'stream.ended' && event.how === 'unauthorized',
    reopened: ({ context }) => context.wasOpen,
  },
  delays: {
    retryDelay: ({ context }) => Math.min(FIRST_RETRY_MS * 2 ** context.failures, MAX_RETRY_MS),
  },
}).createMachine({
  id: 'memberEvents',
  context: { failures: 0, wasOpen: false },
  initial: 'off',
  on: { 'events.stop': { target: '.off', actions: 'forget' } },
  states: {
    // Nobody is signed in in this tab.
    off: {
      on: { 'events.start': 'streaming' },
    },
    // A connection is held (or being made).
    streaming: {
      invoke: { id: 'stream', src: 'stream' },
      initial: 'connecting',
      on: {
        'stream.ended': [
          { guard: 'refused', target: 'off', actions: ['forget', 'reportUnauthorized'] },
          { target: 'waiting', actions: 'countFailure' },
        ],
      },
      states: {
        // Asked for; no answer yet.
        connecting: {
          on: {
            'stream.opened': [
              { guard: 'reopened', target: 'open', actions: ['markOpen', 'resync'] },
              { target: 'open', actions: 'markOpen' },
            ],
          },
        },
        // Events arrive as they happen.
        open: {},
      },
    },
    // The connection failed: a pause, longer after each failure, or at once when the network or the
    // member comes back.
    waiting: {
      after: { retryDelay: 'streaming' },
      on: { 'network.online': 'streaming', 'tab.visible': 'streaming' },
    },
  },
})
