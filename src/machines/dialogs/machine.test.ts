import { describe, expect, it } from 'vitest'
import { describePath, replay, transitionPaths, uncoveredTransitions } from '../testing/transitionPaths'
import { dialogMachine } from './machine'
import { MAX_DIALOG_DEPTH, type DialogEvent } from './types'

const events: DialogEvent[] = [
  { type: 'dialog.open', name: 'Login' },
  { type: 'dialog.open', name: 'MailDetail', props: { id: 1, kind: 'member', page: 1 } },
  { type: 'dialog.replace', name: 'Register' },
  { type: 'dialog.close' },
  { type: 'dialog.closeAll' },
  { type: 'dialog.sessionEnded' },
]
const names = (s: { context: { stack: { name: string }[] } }) => s.context.stack.map((d) => d.name).join('>')
const paths = transitionPaths(dialogMachine, { events, contextKey: names, stopWhen: (s) => s.context.stack.length >= 3 })

describe('dialog stack machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(dialogMachine, paths)).toEqual([])
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const actor = replay(dialogMachine, path)
    const snapshot = actor.getSnapshot()
    const before = path.steps[path.steps.length - 2]?.state
    const last = path.steps[path.steps.length - 1]!.event as DialogEvent
    const stack = snapshot.context.stack.map((d: { name: string }) => d.name)
    const previous = before ? before.context.stack.map((d: { name: string }) => d.name) : []
    expect(snapshot.matches('closed')).toBe(stack.length === 0)
    switch (last.type) {
      case 'dialog.open':
        expect(stack.at(-1)).toBe(last.name)
        expect(stack.length).toBe(previous.at(-1) === last.name ? previous.length : previous.length + 1)
        break
      case 'dialog.replace':
        expect(stack).toEqual([...previous.slice(0, -1), last.name])
        break
      case 'dialog.close':
        expect(stack).toEqual(previous.slice(0, -1))
        break
      case 'dialog.closeAll':
        expect(stack).toEqual([])
        break
      case 'dialog.sessionEnded':
        expect(stack).toEqual(previous.filter((n: string) => n !== 'MailDetail'))
        break
    }
  })

  it('does not stack a dialog on itself nor past the depth limit', () => {
    const actor = replay(dialogMachine, paths[0]!)
    for (let i = 0; i < MAX_DIALOG_DEPTH + 2; i++) actor.send({ type: 'dialog.open', name: i % 2 ? 'Login' : 'Register' })
    actor.send({ type: 'dialog.open', name: 'Register' })
    expect(actor.getSnapshot().context.stack).toHaveLength(MAX_DIALOG_DEPTH)
  })
})
