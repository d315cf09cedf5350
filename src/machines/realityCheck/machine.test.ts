import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { describePath, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { nextDue, realityCheckMachine, type RealityCheckEvent } from './machine'

const MINUTE = 60_000
const loggedInAt = Date.UTC(2026, 2, 1, 12)

const events = [
  { type: 'session.signedIn', minutes: 15, loggedInAt, now: loggedInAt },
  { type: 'session.signedIn', minutes: null, loggedInAt, now: loggedInAt },
  { type: 'session.signedOut' },
  { type: 'settings.changed', minutes: 30, now: loggedInAt + MINUTE },
  { type: 'settings.changed', minutes: null, now: loggedInAt + MINUTE },
  { type: 'check.continue', now: loggedInAt + 15 * MINUTE },
  { type: 'xstate.after.interval.realityCheck.waiting' },
] as unknown as RealityCheckEvent[]

interface Log {
  opened: number
  closed: number
}

function recording(log: Log) {
  return realityCheckMachine.provide({
    actions: {
      openDialog: () => void (log.opened += 1),
      closeDialog: () => void (log.closed += 1),
    },
  })
}

const paths = transitionPaths(realityCheckMachine, { events })

describe('reality check machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(realityCheckMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path: MachinePath) => {
    const log: Log = { opened: 0, closed: 0 }
    const snapshot = replay(recording(log), path).getSnapshot()
    const last = path.steps[path.steps.length - 1]!.event as RealityCheckEvent | { type: string }
    expect(snapshot.value).toEqual(path.state.value)
    switch (last.type) {
      case 'xstate.init':
      case 'session.signedOut':
        expect(snapshot.value).toBe('signedOut')
        break
      case 'session.signedIn':
      case 'settings.changed':
        // With an interval the timer runs; without one the check is off and no dialog is open.
        expect(snapshot.value).toBe('minutes' in last && last.minutes ? 'waiting' : 'off')
        break
      case 'check.continue':
        expect(snapshot.value).toBe('waiting')
        expect(log.closed).toBeGreaterThan(0)
        break
      default:
        // The interval ran out: the dialog opens.
        expect(snapshot.value).toBe('due')
        expect(log.opened).toBeGreaterThan(0)
    }
  })

  it('opens the dialog on schedule, counted from login, and again after continuing', () => {
    vi.useFakeTimers()
    try {
      const log: Log = { opened: 0, closed: 0 }
      const actor = createActor(recording(log)).start()
      // The page loads 5 minutes after login: the first check still comes 15 minutes after login.
      actor.send({ type: 'session.signedIn', minutes: 15, loggedInAt, now: loggedInAt + 5 * MINUTE })
      vi.advanceTimersByTime(10 * MINUTE - 1)
      expect(log.opened).toBe(0)
      vi.advanceTimersByTime(1)
      expect(actor.getSnapshot().value).toBe('due')
      expect(log.opened).toBe(1)
      actor.send({ type: 'check.continue', now: loggedInAt + 16 * MINUTE })
      vi.advanceTimersByTime(14 * MINUTE)
      expect(log.opened).toBe(2)
      actor.send({ type: 'session.signedOut' })
      vi.advanceTimersByTime(60 * MINUTE)
      expect(log.opened).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('schedules the next multiple of the interval after login', () => {
    expect(nextDue(loggedInAt, 30, loggedInAt)).toBe(loggedInAt + 30 * MINUTE)
    expect(nextDue(loggedInAt, 30, loggedInAt + 45 * MINUTE)).toBe(loggedInAt + 60 * MINUTE)
  })
})
