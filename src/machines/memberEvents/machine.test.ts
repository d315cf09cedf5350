import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate'
import { describePath, listTransitions, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { memberEventsMachine } from './machine'
import { MAX_COUNTED_FAILURES, type MemberEventsEvent } from './types'

const retryEvent = listTransitions(memberEventsMachine).find((t) => t.event.startsWith('xstate.after.'))!.event

const events = [
  { type: 'events.start' },
  { type: 'events.stop' },
  { type: 'network.online' },
  { type: 'tab.visible' },
  { type: 'stream.opened' },
  { type: 'stream.ended', how: 'failed' },
  { type: 'stream.ended', how: 'unauthorized' },
  { type: retryEvent },
] as MemberEventsEvent[]

// Whether the stream was open before decides whether opening it again resyncs.
const contextKey = (s: AnyMachineSnapshot) => `${s.context.wasOpen}:${s.context.failures}`
const paths = transitionPaths(memberEventsMachine, { events, contextKey })

function recordingMachine(log: string[]) {
  return memberEventsMachine.provide({
    actors: { stream: fromCallback(() => () => void log.push('closed')) },
    actions: { resync: () => void log.push('resync'), reportUnauthorized: () => void log.push('unauthorized') },
  })
}

describe('member events machine', () => {
  it('starts with no connection', () => {
    expect(createActor(memberEventsMachine).start().getSnapshot().value).toBe('off')
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(memberEventsMachine, paths)).toEqual([])
  })

  it.each(paths.filter((p) => p.steps.length > 1).map((p) => [describePath(p), p] as const))('%s', (_, path: MachinePath) => {
    const log: string[] = []
    const actor = replay(recordingMachine(log), { ...path, steps: path.steps.slice(0, -1) })
    const before = actor.getSnapshot()
    const last = path.steps.at(-1)!.event
    log.length = 0
    actor.send(last as MemberEventsEvent)
    const after = actor.getSnapshot()
    if (last.type === retryEvent) {
      expect(after.value).toEqual({ streaming: 'connecting' })
      return
    }
    const event = last as MemberEventsEvent
    switch (event.type) {
      case 'events.start':
      case 'network.online':
      case 'tab.visible':
        expect(after.value).toEqual({ streaming: 'connecting' })
        break
      case 'events.stop':
        expect(after.value).toBe('off')
        expect(after.context).toEqual({ failures: 0, wasOpen: false })
        // Logging out closes the connection.
        if (before.matches('streaming')) expect(log).toContain('closed')
        break
      case 'stream.opened':
        expect(after.value).toEqual({ streaming: 'open' })
        expect(after.context.failures).toBe(0)
        // Only a connection that was open before can have missed events.
        expect(log.includes('resync')).toBe(before.context.wasOpen)
        break
      case 'stream.ended':
        if (event.how === 'unauthorized') {
          expect(after.value).toBe('off')
          expect(log).toContain('unauthorized')
        } else {
          expect(after.value).toBe('waiting')
          expect(after.context.failures).toBe(Math.min(before.context.failures + 1, MAX_COUNTED_FAILURES))
        }
        break
    }
  })
})
