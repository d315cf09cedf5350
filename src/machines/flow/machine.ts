import { assign, fromPromise, setup } from 'xstate'
import {
  FIRST_CHECK_DELAY_MS, MAX_AUTOMATIC_CHECKS, flowKey,
  type FlowContext, type FlowDialog, type FlowEvent, type FlowInput, type SubmitFailure, type SubmitInput,
} from './types'

const notProvided = () => Promise.reject(new Error('provide this actor with machine.provide()'))

function isSubmitFailure(error: unknown): error is SubmitFailure {
  return typeof error === 'object' && error !== null && 'body' in error && 'refused' in error && typeof error.refused === 'boolean'
}

/** Anything else the submission threw (this device's storage failed): the outcome is unknown. */
const deviceFailure = { errorMessage: 'internal_error', errorValues: {} }

function submission<V>(context: FlowContext<V, unknown>): SubmitInput<V> {
  if (context.values === null) throw new Error('a flow submits only after the member gave its values')
  return { values: context.values, key: flowKey(context) }
}

/**
 * The statechart every multi-step member action uses. `V` is what the member submits, `R` what the
 * server answers. Double clicks and repeated Enter are events the busy states ignore; a retry after a
 * timeout, a 503 or a lost connection re-sends the same key, so the server applies the intent once
 * and answers every repeat with the first result.
 */
/** The member submits the form (again, after a refusal): through the confirm step where the flow has one. */
const submitIntent = [
  { guard: 'needsConfirm', target: 'confirming', actions: ['keepValues', 'clearFailure', { type: 'showDialog', params: { dialog: 'confirm' } }] },
  { target: 'submitting', actions: ['keepValues', 'clearFailure'] },
] as const

export function createFlowMachine<V, R>() {
  return setup({
    types: {
      context: {} as FlowContext<V, R>,
      events: {} as FlowEvent<V>,
      input: {} as FlowInput,
    },
    actors: {
      submit: fromPromise<R, SubmitInput<V>>(notProvided),
    },
    actions: {
      /** The outcome is known and good: tell the member even if they closed the form. */
      announceDone: () => {},
      /** The server refused: what the member was looking at may be out of date. */
      noteRefusal: () => {},
      /** Moves the member to the flow's dialog for this step, in place of the one they are looking at
       *  (the app knows the flow's dialogs; the flow knows when to move). */
      showDialog: (_, _params: { dialog: FlowDialog }) => {},
      keepValues: assign({ values: ({ event }) => (event.type === 'flow.submit' ? event.values : null) }),
      keepFailure: assign({
        failure: ({ event }) => {
          if (event.type === 'flow.refuse') return event.error
          if (!('error' in event)) return null
          return isSubmitFailure(event.error) ? event.error.body : deviceFailure
        },
      }),
      /** A new intent gets a new key; nothing of the last one is kept but what the form shows. */
      newIntent: assign({ intent: ({ context }) => context.intent + 1, checks: 0, recovered: false, result: null }),
      clearFailure: assign({ failure: null }),
      // Counted up to the automatic ones only: past them the member asks, as often as they like.
      countCheck: assign({ checks: ({ context }) => Math.min(context.checks + 1, MAX_AUTOMATIC_CHECKS) }),
    },
    guards: {
      needsConfirm: ({ context }) => context.confirm,
      refused: ({ event }) => 'error' in event && isSubmitFailure(event.error) && event.error.refused,
      canAskAgain: ({ context }) => context.idempotent,
      mayCheckAgain: ({ context }) => context.checks + 1 < MAX_AUTOMATIC_CHECKS,
    },
    delays: {
      checkDelay: ({ context }) => FIRST_CHECK_DELAY_MS * 2 ** context.checks,
    },
  }).createMachine({
    id: 'flow',
    context: ({ input }) => ({ ...input, intent: 1, values: null, result: null, failure: null, checks: 0, recovered: false }),
    initial: 'editing',
    on: {
      // The session ended (or the app otherwise abandons the flow): whatever was under way is
      // forgotten here; the server applied it at most once.
      'flow.reset': { target: '.editing', actions: ['newIntent', 'clearFailure', assign({ values: null })] },
    },
    states: {
      // The member fills in the form; nothing has been sent for this intent.
      editing: {
        on: {
          'flow.submit': submitIntent,
          // Refused before anything was sent: no key was used, so the intent stays the same.
          'flow.refuse': { target: 'failed', actions: ['keepFailure', { type: 'showDialog', params: { dialog: 'blocked' } }] },
        },
      },
      // The member reads what will happen (amount, destination, fee) before anything is sent.
      confirming: {
        on: {
          'flow.confirm': 'submitting',
          'flow.edit': { target: 'editing', actions: { type: 'showDialog', params: { dialog: 'form' } } },
          // The member closed the summary and opened the form again: nothing was sent, the intent stays.
          'flow.begin': 'editing',
        },
      },
      // Sent once; every other submit, confirm or click is ignored until the server answers.
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => submission(context),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
          onError: [
            { guard: 'refused', target: 'failed', actions: ['keepFailure', 'newIntent', 'noteRefusal', { type: 'showDialog', params: { dialog: 'blocked' } }] },
            { guard: 'canAskAgain', target: 'uncertain', actions: 'keepFailure' },
            { target: 'failed', actions: 'keepFailure' },
          ],
        },
      },
      // Sent, but the answer never came: the server may have applied it. Nothing is sent under a new
      // key; the same request is sent again with the same key, which the server answers with the
      // first result if it had applied it, and applies now (once) if it had not.
      uncertain: {
        tags: ['busy'],
        initial: 'waiting',
        states: {
          // A pause before asking, longer each time.
          waiting: {
            after: { checkDelay: 'checking' },
            on: { 'flow.check': 'checking' },
          },
          // Asking the server with the intent's own key.
          checking: {
            invoke: {
              id: 'check',
              src: 'submit',
              input: ({ context }) => submission(context),
              onDone: { target: '#flow.done', actions: [assign({ result: ({ event }) => event.output, recovered: true }), 'clearFailure'] },
              onError: [
                { guard: 'refused', target: '#flow.failed', actions: ['keepFailure', 'newIntent', 'noteRefusal', { type: 'showDialog', params: { dialog: 'blocked' } }] },
                { guard: 'mayCheckAgain', target: 'waiting', actions: ['keepFailure', 'countCheck'] },
                { target: 'stuck', actions: ['keepFailure', 'countCheck'] },
              ],
            },
          },
          // Still no answer after the automatic checks: the member is told the request was sent at
          // most once and asks again when they are back online (the app also asks on reconnect).
          stuck: {
            on: { 'flow.check': 'checking' },
          },
        },
      },
      // The server answered with the result.
      done: {
        entry: ['announceDone', { type: 'showDialog', params: { dialog: 'done' } }],
        on: { 'flow.begin': { target: 'editing', actions: ['newIntent', 'clearFailure', assign({ values: null })] } },
      },
      // Refused (nothing happened; a new key is ready), known to be refused before it was sent, or
      // failed in a way that cannot be asked about (a call without a key). The form keeps what was
      // typed and shows why.
      failed: {
        on: {
          'flow.submit': submitIntent,
          'flow.edit': { target: 'editing', actions: ['clearFailure', { type: 'showDialog', params: { dialog: 'form' } }] },
          'flow.begin': { target: 'editing', actions: 'clearFailure' },
        },
      },
    },
  })
}

export type FlowMachine<V, R> = ReturnType<typeof createFlowMachine<V, R>>
