import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate'
import { describePath, listTransitions, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { ApiError } from '../../api/client'
import { createFlowMachine } from './machine'
import { FIRST_CHECK_DELAY_MS, MAX_AUTOMATIC_CHECKS, flowKey, type FlowDialog, type FlowEvent, type FlowInput } from './types'

interface Values {
  amount: number
}
interface Result {
  reference: string
}
const machine = createFlowMachine<Values, Result>()

// What the API client throws: a refusal (answered, nothing applied) and an unknown outcome.
const refused = new ApiError(400, { errorMessage: 'field_too_large', errorValues: { field: 'amount' } })
const unknown = new ApiError(0, { errorMessage: 'timeout', errorValues: {} })
const result: Result = { reference: 'D-20261122-000123' }
// An order filed meanwhile in another tab: the form knows the server would refuse.
const openOrder = { errorMessage: 'deposit_open_order', errorValues: { reference: 'D-20261122-000122' } }
const afterEvent = listTransitions(machine).find((t) => t.event.startsWith('xstate.after.'))!.event

const events = [
  { type: 'flow.submit', values: { amount: 100 } },
  { type: 'flow.confirm' },
  { type: 'flow.edit' },
  { type: 'flow.check' },
  { type: 'flow.begin' },
  { type: 'flow.reset' },
  { type: 'flow.refuse', error: openOrder },
  { type: 'xstate.done.actor.submit', output: result },
  { type: 'xstate.error.actor.submit', error: refused },
  { type: 'xstate.error.actor.submit', error: unknown },
  { type: 'xstate.done.actor.check', output: result },
  { type: 'xstate.error.actor.check', error: refused },
  { type: 'xstate.error.actor.check', error: unknown },
  { type: afterEvent },
] as unknown as FlowEvent<Values>[]

const inputs: FlowInput[] = [
  { keyPrefix: 'tab', idempotent: true, confirm: true },
  { keyPrefix: 'tab', idempotent: true, confirm: false },
  { keyPrefix: 'tab', idempotent: false, confirm: true },
  { keyPrefix: 'tab', idempotent: false, confirm: false },
]

// Which re-check this is decides where an unknown answer leads, so it is part of the state.
const contextKey = (s: AnyMachineSnapshot) => String(s.context.checks)
const generated = inputs.flatMap((input) =>
  transitionPaths(machine, { events, input, contextKey })
    .filter((path) => path.steps.length > 1)
    .map((path) => ({ input, path })),
)

// The dialog moves the machine asks the app for, in order.
const moves: FlowDialog[] = []
const stubbed = machine.provide({
  actors: { submit: fromPromise<Result, { values: Values; key: string }>(() => new Promise(() => {})) },
  actions: { showDialog: (_, { dialog }) => void moves.push(dialog) },
})

describe('flow machine', () => {
  it('starts editing, with the first key of its prefix', () => {
    const snapshot = createActor(stubbed, { input: inputs[0]! }).start().getSnapshot()
    expect(snapshot.value).toBe('editing')
    expect(flowKey(snapshot.context)).toBe('tab:1')
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(machine, generated.map((g) => g.path))).toEqual([])
  })

  it.each(generated.map(({ input, path }) => [`${JSON.stringify(input)} ${describePath(path)}`, input, path] as const))('%s', (_, input, path: MachinePath) => {
    // Replayed, not read from the path: the traversal merges histories that differ only in the
    // intent counter, so only a replay knows which intent the last event met.
    const actor = replay(stubbed, { ...path, steps: path.steps.slice(0, -1) }, input)
    const before = actor.getSnapshot()
    const event = path.steps[path.steps.length - 1]!.event as { type: string; error?: ApiError }
    moves.length = 0
    actor.send(event as FlowEvent<Values>)
    const snapshot = actor.getSnapshot()
    const { context } = snapshot

    switch (event.type) {
      case 'flow.submit':
        expect(snapshot.value).toBe(input.confirm ? 'confirming' : 'submitting')
        expect(context.values).toEqual({ amount: 100 })
        expect(context.failure).toBeNull()
        expect(context.intent).toBe(before.context.intent)
        // The summary to confirm takes the form's place; without one, nothing moves until the answer.
        expect(moves).toEqual(input.confirm ? ['confirm'] : [])
        break
      case 'flow.confirm':
        expect(snapshot.value).toBe('submitting')
        expect(moves).toEqual([])
        break
      case 'flow.edit':
        expect(snapshot.value).toBe('editing')
        expect(context.intent).toBe(before.context.intent)
        expect(moves).toEqual(['form'])
        break
      case 'flow.check':
      case afterEvent:
        expect(snapshot.value).toEqual({ uncertain: 'checking' })
        expect(context.intent).toBe(before.context.intent)
        expect(moves).toEqual([])
        break
      case 'flow.begin':
        expect(snapshot.value).toBe('editing')
        expect(context.failure).toBeNull()
        expect(context.intent).toBe(before.matches('done') ? before.context.intent + 1 : before.context.intent)
        expect(moves).toEqual([])
        break
      case 'flow.reset':
        expect(snapshot.value).toBe('editing')
        expect(context.values).toBeNull()
        expect(context.intent).toBe(before.context.intent + 1)
        expect(moves).toEqual([])
        break
      case 'flow.refuse':
        // Nothing was sent, so the same intent (and key) stays; the blocked dialog says why.
        expect(snapshot.value).toBe('failed')
        expect(context.failure).toBe(openOrder)
        expect(context.intent).toBe(before.context.intent)
        expect(moves).toEqual(['blocked'])
        break
      case 'xstate.done.actor.submit':
      case 'xstate.done.actor.check':
        expect(snapshot.value).toBe('done')
        expect(context.result).toEqual(result)
        expect(context.recovered).toBe(event.type === 'xstate.done.actor.check')
        expect(context.intent).toBe(before.context.intent)
        expect(moves).toEqual(['done'])
        break
      case 'xstate.error.actor.submit':
      case 'xstate.error.actor.check':
        // The error body the server gave, as it gave it.
        expect(context.failure).toBe(event.error?.body)
        if (event.error?.refused) {
          // Nothing was applied: the next try is a new intent with a new key.
          expect(snapshot.value).toBe('failed')
          expect(context.intent).toBe(before.context.intent + 1)
          expect(moves).toEqual(['blocked'])
        } else if (event.type === 'xstate.error.actor.submit') {
          expect(snapshot.value).toEqual(input.idempotent ? { uncertain: 'waiting' } : 'failed')
          expect(context.intent).toBe(before.context.intent)
          expect(moves).toEqual([])
        } else {
          expect(context.checks).toBe(Math.min(before.context.checks + 1, MAX_AUTOMATIC_CHECKS))
          expect(snapshot.value).toEqual({ uncertain: context.checks < MAX_AUTOMATIC_CHECKS ? 'waiting' : 'stuck' })
          expect(context.intent).toBe(before.context.intent)
          expect(moves).toEqual([])
        }
        break
      default:
        throw new Error(`no assertion for ${event.type}`)
    }
  })
})

describe('flow machine with a real submit', () => {
  function run(outcomes: Array<Result | Error>, input: Partial<FlowInput> = {}) {
    const keys: string[] = []
    const actor = createActor(
      machine.provide({
        actors: {
          submit: fromPromise<Result, { values: Values; key: string }>(async ({ input: submitted }) => {
            keys.push(submitted.key)
            const next = outcomes.shift()
            if (!next) throw new Error('no more outcomes')
            if (next instanceof Error) throw next
            return next
          }),
        },
      }),
      { input: { keyPrefix: 'p', idempotent: true, confirm: false, ...input } },
    ).start()
    return { actor, keys }
  }

  it('sends once however often the member submits while it runs', async () => {
    const { actor, keys } = run([result])
    for (let i = 0; i < 5; i++) actor.send({ type: 'flow.submit', values: { amount: 100 } })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(keys).toEqual(['p:1'])
  })

  it('asks again with the same key after unknown outcomes, and reports the first result', async () => {
    vi.useFakeTimers()
    const { actor, keys } = run([unknown, unknown, result])
    actor.send({ type: 'flow.submit', values: { amount: 100 } })
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS * 3)
    vi.useRealTimers()
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.recovered).toBe(true)
    expect(keys).toEqual(['p:1', 'p:1', 'p:1'])
  })

  it('stops asking by itself after the automatic checks and waits for the member', async () => {
    vi.useFakeTimers()
    const { actor, keys } = run([unknown, unknown, unknown, unknown, result])
    actor.send({ type: 'flow.submit', values: { amount: 100 } })
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS * 60)
    expect(actor.getSnapshot().value).toEqual({ uncertain: 'stuck' })
    actor.send({ type: 'flow.check' })
    await vi.advanceTimersByTimeAsync(0)
    vi.useRealTimers()
    expect(actor.getSnapshot().value).toBe('done')
    expect(new Set(keys)).toEqual(new Set(['p:1']))
    expect(keys).toHaveLength(1 + MAX_AUTOMATIC_CHECKS + 1)
  })

  it('makes a new key only after a refusal', async () => {
    const { actor, keys } = run([refused, result], { confirm: true })
    actor.send({ type: 'flow.submit', values: { amount: 5_000_000 } })
    actor.send({ type: 'flow.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'))
    actor.send({ type: 'flow.submit', values: { amount: 100 } })
    actor.send({ type: 'flow.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'))
    expect(keys).toEqual(['p:1', 'p:2'])
    expect(flowKey(actor.getSnapshot().context)).toBe('p:2')
  })

  it('takes anything but an API error (this device failed) as an unknown outcome, not a refusal', async () => {
    vi.useFakeTimers()
    const { actor, keys } = run([new TypeError('offline'), result])
    actor.send({ type: 'flow.submit', values: { amount: 100 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ uncertain: 'waiting' })
    expect(actor.getSnapshot().context.failure).toEqual({ errorMessage: 'internal_error', errorValues: {} })
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS)
    vi.useRealTimers()
    expect(actor.getSnapshot().value).toBe('done')
    expect(keys).toEqual(['p:1', 'p:1'])
  })
})
