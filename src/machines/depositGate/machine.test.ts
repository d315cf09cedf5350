import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { depositGateMachine } from './machine'
import { NO_CARD_MESSAGE, UNVERIFIED_MESSAGE, type DepositGateEvent, type GateCard } from './types'

const lists: Record<string, GateCard[]> = {
  none: [],
  unverified: [{ isVerify: false }],
  mixed: [{ isVerify: false }, { isVerify: true }],
  verified: [{ isVerify: true }],
}

const events = [
  { type: 'depositGate.check' },
  ...Object.values(lists).map((output) => ({ type: 'xstate.done.actor.loadCards', output })),
  { type: 'xstate.error.actor.loadCards', error: new Error('offline') },
] as unknown as DepositGateEvent[]

function recordingMachine(log: string[]) {
  return depositGateMachine.provide({
    actors: { loadCards: fromPromise<GateCard[]>(() => new Promise(() => {})) },
    actions: { refuse: (_, params) => void log.push(params.msg) },
  })
}

const paths = transitionPaths(depositGateMachine, { events })

function expectedVerdict(output: GateCard[]): string {
  if (output.length === 0) return 'noCard'
  return output.some((card) => card.isVerify) ? 'allowed' : 'unverified'
}

describe('deposit gate machine', () => {
  it('waits for a check before reading any card', () => {
    expect(createActor(recordingMachine([])).start().getSnapshot().value).toBe('idle')
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(depositGateMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path: MachinePath) => {
    const log: string[] = []
    const snapshot = replay(recordingMachine(log), path).getSnapshot()
    const last = path.steps[path.steps.length - 1]!.event as { type: string; output?: GateCard[] }
    expect(snapshot.value).toEqual(path.state.value)
    switch (last.type) {
      case 'depositGate.check':
        // Every check reads the cards again, whatever the last answer was.
        expect(snapshot.value).toBe('checking')
        expect(snapshot.hasTag('pending')).toBe(true)
        break
      case 'xstate.done.actor.loadCards': {
        const verdict = expectedVerdict(last.output!)
        expect(snapshot.value).toBe(verdict)
        const message = { noCard: NO_CARD_MESSAGE, unverified: UNVERIFIED_MESSAGE }[verdict as 'noCard' | 'unverified']
        expect(log.at(-1)).toBe(message)
        break
      }
      case 'xstate.error.actor.loadCards':
        expect(snapshot.value).toBe('failed')
        break
    }
  })

  it('answers a new card list on the next check: no card, then unverified, then allowed', async () => {
    const answers = [lists.none!, lists.unverified!, lists.verified!]
    const log: string[] = []
    const actor = createActor(
      depositGateMachine.provide({
        actors: { loadCards: fromPromise<GateCard[]>(async () => answers.shift()!) },
        actions: { refuse: (_, params) => void log.push(params.msg) },
      }),
    ).start()
    const verdicts: string[] = []
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'depositGate.check' })
      await new Promise((resolve) => setTimeout(resolve, 0))
      verdicts.push(String(actor.getSnapshot().value))
    }
    expect(verdicts).toEqual(['noCard', 'unverified', 'allowed'])
    expect(log).toEqual([NO_CARD_MESSAGE, UNVERIFIED_MESSAGE])
  })
})
