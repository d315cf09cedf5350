import { describe, expect, it } from 'vitest'
import { describePath, replay, transitionPaths, uncoveredTransitions } from '../testing/transitionPaths'
import { loadingMachine, type LoadingEvent } from './machine'

const events: LoadingEvent[] = [{ type: 'loading.start' }, { type: 'loading.end' }]
const paths = transitionPaths(loadingMachine, {
  events,
  contextKey: (s) => String(s.context.active),
  stopWhen: (s) => s.context.active >= 3,
})

describe('loading machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(loadingMachine, paths).map((t) => JSON.stringify(t))).toEqual([])
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', (_, path) => {
    const actor = replay(loadingMachine, path)
    const snapshot = actor.getSnapshot()
    const starts = path.steps.filter((s) => s.event.type === 'loading.start').length
    const ends = path.steps.filter((s) => s.event.type === 'loading.end').length
    expect(snapshot.context.active).toBe(starts - ends)
    expect(snapshot.matches('busy')).toBe(starts > ends)
  })
})
