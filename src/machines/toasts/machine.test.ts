import { describe, expect, it } from 'vitest'
import { describePath, replay, transitionPaths, uncoveredTransitions } from '../testing/transitionPaths'
import { toastMachine } from './machine'
import { MAX_TOASTS, type ToastEvent } from './types'

const events: ToastEvent[] = [
  { type: 'toast.show', toast: { type: 'error', msg: 'back.errorCode.internal_error' } },
  { type: 'toast.show', toast: { type: 'success', msg: 'front.system.saved' } },
  { type: 'toast.dismiss', id: 1 },
  { type: 'toast.dismiss', id: 2 },
]
const paths = transitionPaths(toastMachine, {
  events,
  contextKey: (s) => JSON.stringify(s.context),
  stopWhen: (s) => s.context.nextId > 4,
})

describe('toast machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(toastMachine, paths)).toEqual([])
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const actor = replay(toastMachine, path)
    const { value, context } = actor.getSnapshot()
    expect(value).toEqual(path.state.value)
    expect(context).toEqual(path.state.context)
    expect(value === 'empty').toBe(context.toasts.length === 0)
    // The same message is never shown twice at once.
    expect(new Set(context.toasts.map((t: { msg: string }) => t.msg)).size).toBe(context.toasts.length)
  })

  it('keeps only the newest few', () => {
    const actor = replay(toastMachine, paths[0]!)
    for (let i = 0; i < MAX_TOASTS + 3; i++) actor.send({ type: 'toast.show', toast: { type: 'info', msg: `m${i}` } })
    expect(actor.getSnapshot().context.toasts.map((t: { msg: string }) => t.msg)).toEqual(['m3', 'm4', 'm5', 'm6'])
  })
})
