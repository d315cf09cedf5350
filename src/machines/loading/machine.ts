import { assign, setup } from 'xstate'

export type LoadingEvent = { type: 'loading.start' } | { type: 'loading.end' }

// Counts the calls that raise the global loading indicator; the indicator shows while any runs.
export const loadingMachine = setup({
  types: { context: {} as { active: number }, events: {} as LoadingEvent },
  guards: { lastOne: ({ context }) => context.active <= 1 },
}).createMachine({
  id: 'loading',
  context: { active: 0 },
  initial: 'idle',
  states: {
    // No call that needs the indicator is running.
    idle: {
      on: { 'loading.start': { target: 'busy', actions: assign({ active: 1 }) } },
    },
    // At least one such call is running.
    busy: {
      on: {
        'loading.start': { actions: assign({ active: ({ context }) => context.active + 1 }) },
        'loading.end': [
          { guard: 'lastOne', target: 'idle', actions: assign({ active: 0 }) },
          { actions: assign({ active: ({ context }) => context.active - 1 }) },
        ],
      },
    },
  },
})

export type LoadingMachine = typeof loadingMachine
