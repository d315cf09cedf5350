import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import { describePath, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { languageMachine } from './machine'
import type { LanguageEvent, LanguageInput } from './types'

const events = [
  { type: 'language.switch', language: 'kr' },
  { type: 'language.switch', language: 'tw' },
  { type: 'language.switch', language: 'en' },
  { type: 'xstate.done.actor.loadLocale', output: { site: { name: 'x' } } },
  { type: 'xstate.error.actor.loadLocale', error: new Error('500') },
] as unknown as LanguageEvent[]

const inputs: LanguageInput[] = [
  { detected: 'kr', fallback: 'en' },
  { detected: 'en', fallback: 'en' },
]

function recording(log: string[]) {
  return languageMachine.provide({
    actors: { loadLocale: fromPromise(() => new Promise(() => {})) },
    actions: {
      addMessages: (_, p) => void log.push(`add:${p.language}`),
      apply: (_, p) => void log.push(`apply:${p.language}`),
      logFailure: (_, p) => void log.push(`fail:${p.language}`),
    },
  })
}

const generated = inputs.flatMap((input) =>
  transitionPaths(languageMachine, { events, input, contextKey: (s) => JSON.stringify(s.context) }).map((path) => ({ input, path })),
)

describe('language machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(languageMachine, generated.map((g) => g.path))).toEqual([])
  })

  it.each(generated.map(({ input, path }) => [`${input.detected}: ${describePath(path)}`, input, path] as const))(
    '%s',
    (_, input, path: MachinePath) => {
      const log: string[] = []
      const actor = replay(recording(log), path, input)
      const snapshot = actor.getSnapshot()
      const before = path.steps[path.steps.length - 2]?.state
      const last = path.steps[path.steps.length - 1]!.event
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.context).toEqual(path.state.context)
      const { current, requested, loaded } = snapshot.context
      if (last.type === 'xstate.done.actor.loadLocale') {
        expect(current).toBe(requested)
        expect(loaded).toContain(current)
        expect(log.slice(-2)).toEqual([`add:${current}`, `apply:${current}`])
      }
      if (last.type === 'xstate.error.actor.loadLocale') {
        expect(log.some((l) => l.startsWith('fail:'))).toBe(true)
        // The page never loses the language it was shown in.
        if (before?.context.current) expect(current).toBe(before.context.current)
        else if (snapshot.matches('loading')) expect(requested).toBe(input.fallback)
        else expect(current).toBe(input.fallback)
      }
      if (last.type === 'language.switch' && snapshot.matches('ready')) {
        expect(current).toBe((last as LanguageEvent).language)
      }
      actor.stop()
    },
  )
})
