import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describePath, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { sessionMachine } from './machine'
import { SessionCheckError, type SessionEvent, type SessionMember } from './types'

const member: SessionMember = {
  id: 1, username: 'demo', realName: 'Lee Ji-woo', phone: '+82 10 1234 5678', email: 'demo@example.com',
  currency: 'USD', vipLevel: 1, seamless: true, participation: true, referralCode: 'DEMO01',
  createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, unread: { member: 3, service: 1 },
  verification: { status: 'unverified', reason: null, reference: null, documentId: null, updatedAt: null },
}
const refreshed: SessionMember = { ...member, unread: { member: 0, service: 0 } }
const pushed: SessionMember = { ...member, unread: { member: 5, service: 2 } }

const events = [
  { type: 'session.authenticated', token: 'new-token' },
  { type: 'session.logout' },
  { type: 'session.refresh' },
  { type: 'session.retry' },
  { type: 'session.required', returnTo: '/member/deposit' },
  { type: 'session.unread', member: 5, service: 2 },
  { type: 'session.codeRequired', challenge: 'challenge-1' },
  { type: 'session.codeCancelled' },
  // A 401 under the stored token, under the new one, and under one the session no longer holds.
  { type: 'http.unauthorized', token: 'stored-token' },
  { type: 'http.unauthorized', token: 'new-token' },
  { type: 'http.unauthorized', token: 'old-token' },
  { type: 'xstate.done.actor.verifyToken', output: member },
  { type: 'xstate.error.actor.verifyToken', error: new SessionCheckError('unauthorized') },
  { type: 'xstate.error.actor.verifyToken', error: new SessionCheckError('unreachable') },
  { type: 'xstate.done.actor.loadMember', output: member },
  { type: 'xstate.error.actor.loadMember', error: new Error('offline') },
  { type: 'xstate.done.actor.refreshMember', output: refreshed },
  { type: 'xstate.error.actor.refreshMember', error: new Error('offline') },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
] as unknown as SessionEvent[]

const inputs = [{ token: '' }, { token: 'stored-token' }]

function recordingMachine(log: string[]) {
  const pending = <T>() => fromPromise<T, { token: string }>(() => new Promise(() => {}))
  return sessionMachine.provide({
    actors: { verifyToken: pending<SessionMember>(), loadMember: pending<SessionMember>(), logout: pending<void>() },
    actions: {
      persistToken: (_, params) => void log.push(`persist:${params.token}`),
      forgetSession: () => void log.push('forget'),
      goHome: () => void log.push('home'),
      resume: (_, params) => void log.push(`resume:${params.returnTo}`),
    },
  })
}

// Whether a visitor was sent home from a member page decides where a login lands.
const contextKey = (s: { context: { returnTo: string | null } }) => String(s.context.returnTo !== null)
const generated = inputs.flatMap((input) => transitionPaths(sessionMachine, { events, input, contextKey }).map((path) => ({ input, path })))

describe('session machine', () => {
  it('starts checking a stored token and logged out without one', () => {
    expect(createActor(recordingMachine([]), { input: { token: 'stored-token' } }).start().getSnapshot().value).toBe('checking')
    const log: string[] = []
    const visitor = createActor(recordingMachine(log), { input: { token: '' } }).start()
    expect(visitor.getSnapshot().value).toBe('loggedOut')
    expect(log).toEqual(['forget'])
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(sessionMachine, generated.map((g) => g.path))).toEqual([])
  })

  it.each(generated.map(({ input, path }) => [describePath(path), input, path] as const))('%s', (_, input, path: MachinePath) => {
    const log: string[] = []
    const actor = replay(recordingMachine(log), path, input)
    const snapshot = actor.getSnapshot()
    const last = path.steps[path.steps.length - 1]!.event
    expect(snapshot.value).toEqual(path.state.value)

    if (snapshot.matches('loggedOut')) {
      // Logged out means nothing of the member is left: no token, no info, cookie and caches gone.
      expect(snapshot.context).toMatchObject({ token: '', member: null })
      if (last.type === 'session.required') expect(snapshot.context.returnTo).toBe('/member/deposit')
      if (last.type.includes('actor.logout')) expect(log.slice(-2).sort()).toEqual(['forget', 'home'])
      else expect(log.at(-1)).toBe('forget')
    }
    if (snapshot.matches('loggedIn')) {
      expect(snapshot.context.token).not.toBe('')
      const expected = last.type === 'xstate.done.actor.refreshMember' ? refreshed : last.type === 'session.unread' ? pushed : member
      expect(snapshot.context.member).toEqual(expected)
      // A login a member page asked for lands on that page, once.
      if (last.type === 'xstate.done.actor.loadMember') {
        const before = path.steps[path.steps.length - 2]!.state
        if (before.context.returnTo) expect(log.at(-1)).toBe('resume:/member/deposit')
        else expect(log.some((entry) => entry.startsWith('resume'))).toBe(false)
        expect(snapshot.context.returnTo).toBeNull()
      }
    }
    if (snapshot.matches('signingIn')) {
      expect(snapshot.context.token).toBe('new-token')
      expect(log.at(-1)).toBe('persist:new-token')
    }
    if (snapshot.matches('unverified') || snapshot.matches('checking')) {
      expect(snapshot.context).toMatchObject({ token: 'stored-token', member: null })
    }
    if (snapshot.matches('loggingOut')) expect(snapshot.hasTag('pending')).toBe(true)
    // Waiting for a two-factor code: the challenge is kept; no token, no member, the cookie gone.
    if (snapshot.matches('awaitingCode')) {
      expect(snapshot.context).toMatchObject({ token: '', member: null, challenge: 'challenge-1' })
      expect(log.at(-1)).toBe('forget')
    }
    if (!snapshot.matches('awaitingCode')) expect(snapshot.context.challenge).toBeNull()
    actor.stop()
  })

  it('a 401 answered under an older token leaves the new session alone', () => {
    const actor = createActor(recordingMachine([]), { input: { token: 'stored-token' } }).start()
    actor.send({ type: 'http.unauthorized', token: 'stored-token' })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    actor.send({ type: 'session.authenticated', token: 'new-token' })
    actor.send({ type: 'http.unauthorized', token: 'stored-token' })
    expect(actor.getSnapshot().value).toBe('signingIn')
    actor.send({ type: 'http.unauthorized', token: 'new-token' })
    expect(actor.getSnapshot().value).toBe('loggedOut')
    actor.stop()
  })

  it('keeps unread counts pushed while member info is read again: the read that may predate them is sent again', async () => {
    const reads: { resolve: (member: SessionMember) => void }[] = []
    const machine = sessionMachine.provide({
      actors: {
        verifyToken: fromPromise<SessionMember, { token: string }>(async () => member),
        loadMember: fromPromise<SessionMember, { token: string }>(() => new Promise((resolve) => reads.push({ resolve }))),
      },
    })
    const actor = createActor(machine, { input: { token: 'stored-token' } }).start()
    await waitFor(actor, (s) => s.matches('loggedIn'))
    actor.send({ type: 'session.refresh' })
    actor.send({ type: 'session.unread', member: 5, service: 2 })
    expect(reads).toHaveLength(2)
    // The first read answers with what the server held before the push: it is no longer listened to.
    reads[0]!.resolve(member)
    reads[1]!.resolve(pushed)
    await waitFor(actor, (s) => s.matches({ loggedIn: 'idle' }))
    expect(actor.getSnapshot().context.member?.unread).toEqual({ member: 5, service: 2 })
    actor.stop()
  })
})
