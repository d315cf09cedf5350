import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { launchMachine } from './machine'
import { LaunchError, type LaunchAnswer, type LaunchEvent } from './types'

const input = { gameId: 42 }
const play: LaunchAnswer = { kind: 'play', url: '/api/demo-games/slot#token', game: 'Golden Dragon', platform: 'pragmatic' }
const transferFirst: LaunchAnswer = { kind: 'transfer_first', game: 'Golden Dragon', platform: 'pragmatic', platformName: 'Pragmatic Play' }
const refusal = new LaunchError({ code: 'platform_maintenance', values: { platform: 'Pragmatic Play' } })

const events = [
  { type: 'launch.member' },
  { type: 'launch.visitor' },
  { type: 'launch.funded' },
  { type: 'launch.transfer' },
  { type: 'launch.retry' },
  { type: 'xstate.done.actor.launch', output: play },
  { type: 'xstate.done.actor.launch', output: transferFirst },
  { type: 'xstate.error.actor.launch', error: refusal },
] as unknown as LaunchEvent[]

interface Log {
  askedToLogIn: number[]
  offered: { platform: string; gameId: number }[]
  opened: string[]
}

function recordingMachine(log: Log) {
  return launchMachine.provide({
    actors: { launch: fromPromise<LaunchAnswer, { gameId: number }>(() => new Promise(() => {})) },
    actions: {
      askToLogIn: (_, { gameId }) => void log.askedToLogIn.push(gameId),
      offerTransfer: (_, params) => void log.offered.push(params),
      openGame: (_, { url }) => void log.opened.push(url),
    },
  })
}

const paths = transitionPaths(launchMachine, { events, input })

describe('game launch machine', () => {
  it('waits for the session before asking the server anything', () => {
    const actor = createActor(recordingMachine({ askedToLogIn: [], offered: [], opened: [] }), { input }).start()
    expect(actor.getSnapshot().value).toBe('settling')
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(launchMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path: MachinePath) => {
    const log: Log = { askedToLogIn: [], offered: [], opened: [] }
    const snapshot = replay(recordingMachine(log), path, input).getSnapshot()
    const last = path.steps[path.steps.length - 1]!.event as { type: string; output?: LaunchAnswer }
    expect(snapshot.value).toEqual(path.state.value)
    switch (last.type) {
      case 'launch.visitor':
        // A visitor is asked to log in, for this game.
        expect(snapshot.value).toBe('visitor')
        expect(log.askedToLogIn).toEqual([42])
        break
      case 'launch.member':
      case 'launch.funded':
      case 'launch.retry':
        // Each of these asks the server (again) to launch the game.
        expect(snapshot.value).toBe('launching')
        expect(snapshot.hasTag('busy')).toBe(true)
        break
      case 'launch.transfer':
        // Asking again opens the transfer again, without leaving the state.
        expect(snapshot.value).toBe('needsTransfer')
        expect(log.offered.length).toBeGreaterThanOrEqual(2)
        break
      case 'xstate.done.actor.launch':
        if (last.output?.kind === 'play') {
          expect(snapshot.value).toBe('opening')
          expect(log.opened).toEqual(['/api/demo-games/slot#token'])
          expect(snapshot.context).toMatchObject({ game: 'Golden Dragon', platform: 'pragmatic', failure: null })
        } else {
          expect(snapshot.value).toBe('needsTransfer')
          expect(log.offered.at(-1)).toEqual({ platform: 'pragmatic', gameId: 42 })
          expect(log.opened).toEqual([])
          expect(snapshot.context).toMatchObject({ platformName: 'Pragmatic Play', url: null })
        }
        break
      case 'xstate.error.actor.launch':
        expect(snapshot.value).toBe('failed')
        expect(snapshot.context.failure).toEqual({ code: 'platform_maintenance', values: { platform: 'Pragmatic Play' } })
        break
    }
  })

  it('launches after a transfer: offered, funded, then opened', async () => {
    const answers: LaunchAnswer[] = [transferFirst, play]
    const log: Log = { askedToLogIn: [], offered: [], opened: [] }
    const actor = createActor(
      recordingMachine(log).provide({ actors: { launch: fromPromise<LaunchAnswer, { gameId: number }>(async () => answers.shift()!) } }),
      { input },
    ).start()
    actor.send({ type: 'launch.member' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('needsTransfer')
    actor.send({ type: 'launch.funded' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('opening')
    expect(log).toEqual({ askedToLogIn: [], offered: [{ platform: 'pragmatic', gameId: 42 }], opened: ['/api/demo-games/slot#token'] })
  })

  it('keeps an unexpected failure as an internal error', async () => {
    const actor = createActor(
      launchMachine.provide({ actors: { launch: fromPromise<LaunchAnswer, { gameId: number }>(() => Promise.reject(new Error('boom'))) } }),
      { input },
    ).start()
    actor.send({ type: 'launch.member' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'internal_error', values: {} })
  })
})
