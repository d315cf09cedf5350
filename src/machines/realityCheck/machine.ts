// The reality check (issue 13): while a member is signed in with an interval set, every `minutes`
// minutes of the session the check falls due and the RealityCheck dialog opens; continuing starts the
// next interval. The interval counts from login, so the first check comes `minutes` after login even
// when the page was loaded later. Pure: the site provides `openDialog` and feeds session events.
import { assertEvent, assign, setup } from 'xstate'

export type RealityCheckEvent =
  | { type: 'session.signedIn'; minutes: number | null; loggedInAt: number; now: number }
  | { type: 'session.signedOut' }
  | { type: 'settings.changed'; minutes: number | null; now: number }
  | { type: 'check.continue'; now: number }

interface RealityCheckContext {
  minutes: number | null
  loggedInAt: number
  /** When the running interval ends (ms since the epoch). */
  dueAt: number
  /** Milliseconds from the last event to `dueAt`: the timer's delay. */
  wait: number
}

const MINUTE_MS = 60_000

/** The next multiple of the interval after login that is still ahead of `now`. */
export function nextDue(loggedInAt: number, minutes: number, now: number): number {
  const interval = minutes * MINUTE_MS
  const passed = Math.max(0, now - loggedInAt)
  return loggedInAt + (Math.floor(passed / interval) + 1) * interval
}

function schedule(minutes: number | null, loggedInAt: number, now: number): Pick<RealityCheckContext, 'minutes' | 'loggedInAt' | 'dueAt' | 'wait'> {
  if (!minutes) return { minutes: null, loggedInAt, dueAt: 0, wait: 0 }
  const dueAt = nextDue(loggedInAt, minutes, now)
  return { minutes, loggedInAt, dueAt, wait: dueAt - now }
}

export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent },
  actions: {
    openDialog: () => {},
    closeDialog: () => {},
    scheduleFromEvent: assign(({ context, event }) => {
      assertEvent(event, ['session.signedIn', 'settings.changed'])
      const loggedInAt = event.type === 'session.signedIn' ? event.loggedInAt : context.loggedInAt
      return schedule(event.minutes, loggedInAt, event.now)
    }),
  },
  delays: { interval: ({ context }) => context.wait },
  guards: {
    /** The event sets an interval (rather than turning the check off). */
    setsInterval: ({ event }) => 'minutes' in event && event.minutes !== null,
  },
}).createMachine({
  id: 'realityCheck',
  context: { minutes: null, loggedInAt: 0, dueAt: 0, wait: 0 },
  initial: 'signedOut',
  on: {
    'session.signedOut': { target: '.signedOut', actions: [assign({ minutes: null }), 'closeDialog'] },
  },
  states: {
    signedOut: {
      on: {
        'session.signedIn': [
          { guard: 'setsInterval', target: 'waiting', actions: 'scheduleFromEvent' },
          { target: 'off', actions: 'scheduleFromEvent' },
        ],
      },
    },
    off: {
      on: {
        'settings.changed': [
          { guard: 'setsInterval', target: 'waiting', actions: 'scheduleFromEvent' },
          { target: 'off', actions: 'scheduleFromEvent' },
        ],
      },
    },
    waiting: {
      after: { interval: 'due' },
      on: {
        // Re-entering restarts the timer with the new interval.
        'settings.changed': [
          { guard: 'setsInterval', target: 'waiting', reenter: true, actions: 'scheduleFromEvent' },
          { target: 'off', actions: 'scheduleFromEvent' },
        ],
      },
    },
    due: {
      entry: 'openDialog',
      on: {
        'check.continue': {
          target: 'waiting',
          actions: ['closeDialog', assign(({ context, event }) => schedule(context.minutes, context.loggedInAt, event.now))],
        },
        'settings.changed': [
          { guard: 'setsInterval', target: 'waiting', actions: ['closeDialog', 'scheduleFromEvent'] },
          { target: 'off', actions: ['closeDialog', 'scheduleFromEvent'] },
        ],
      },
    },
  },
})
