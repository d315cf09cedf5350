import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MemberEvent } from '../shared/calls/events'
import { createClient } from '../api/client'
import { contract } from '../shared/contract'
import { createQueries } from '../api/queries'
import { createI18n } from '../i18n/i18n'
import { sessionMachine } from '../machines/session/machine'
import type { SessionMember } from '../machines/session/types'
import { createEventDelivery } from './memberEventDelivery'

const member: SessionMember = {
  id: 7, username: 'demo', realName: 'Lee Ji-woo', phone: '+82 10 1234 5678', email: 'demo@example.com',
  currency: 'USD', vipLevel: 1, seamless: true, participation: true, referralCode: 'DEMO01',
  createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, unread: { member: 0, service: 0 },
  verification: { status: 'unverified', reason: null, reference: null, documentId: null, updatedAt: null },
}

/**
 * The delivery of a signed-in member whose figure (`call`) is being read when `events` arrive; the
 * read, sent first, answers `stale` after them. Returns what the read's waiter got and what is shown.
 */
async function pushDuringRead(call: 'getPoint' | 'getBalance', events: MemberEvent[], stale: unknown) {
  let answerRead: ((body: unknown) => void) | null = null
  const { api } = createClient({
    baseUrl: 'http://api.test',
    headers: () => ({ token: 't', domain: 'site.test', companyCode: 'LH', lang: 'en', subAgentCode: '' }),
    onUnauthorized: () => {},
    onFailure: () => {},
    onLoadingChange: () => {},
    onChanged: () => {},
    fetch: (input) =>
      new Promise((resolve) => {
        expect(new URL(String(input)).pathname).toBe(`/api${contract[call].path}`)
        answerRead = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }))
      }),
  })
  const queries = createQueries(api)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createActor(sessionMachine.provide({ actors: { verifyToken: fromPromise(async () => member) } }), { input: { token: 't' } }).start()
  await waitFor(session, (snapshot) => snapshot.matches('loggedIn'))
  const deliver = createEventDelivery({ queryClient, queries, session, i18n: createI18n().i18n, refresh: () => {}, announce: () => {} })

  const { queryKey } = call === 'getPoint' ? queries.point(member.id) : queries.balance(member.id)
  const read: Promise<unknown> = call === 'getPoint' ? queryClient.fetchQuery(queries.point(member.id)) : queryClient.fetchQuery(queries.balance(member.id))
  // Sent: the request has reached the network (the first member call loads the call table before it goes).
  await expect.poll(() => answerRead).not.toBeNull()
  for (const event of events) deliver(event)
  answerRead!(stale)
  const answered = await read
  await new Promise((resolve) => setTimeout(resolve, 20))
  return { answered, shown: queryClient.getQueryData(queryKey) }
}

describe('live member events', () => {
  it('show pushed points, even when a read sent before the event answers after it', async () => {
    // A refused conversion reads the points again: the server says 0, but its answer is slow.
    const { answered, shown } = await pushDuringRead('getPoint', [{ type: 'points', point: 10_000 }], { point: 0 })
    // Whoever waits on the read (a page loading) still gets its answer: the read is not cancelled.
    expect(answered).toEqual({ point: 0 })
    expect(shown).toEqual({ point: 10_000 })
  })

  it('keep the newest of several pushes when the older read answers', async () => {
    const pushes: MemberEvent[] = [{ type: 'points', point: 10_000 }, { type: 'points', point: 9_000 }]
    const { shown } = await pushDuringRead('getPoint', pushes, { point: 0 })
    expect(shown).toEqual({ point: 9_000 })
  })

  it('read member info and the withdrawal figures again when an identity verification is decided, and announce it', async () => {
    const { api } = createClient({
      baseUrl: 'http://api.test',
      headers: () => ({ token: 't', domain: 'site.test', companyCode: 'LH', lang: 'en', subAgentCode: '' }),
      onUnauthorized: () => {}, onFailure: () => {}, onLoadingChange: () => {}, onChanged: () => {},
      fetch: () => Promise.reject(new Error('nothing is read here')),
    })
    const session = createActor(sessionMachine.provide({ actors: { verifyToken: fromPromise(async () => member) } }), { input: { token: 't' } }).start()
    await waitFor(session, (snapshot) => snapshot.matches('loggedIn'))
    const refreshed: unknown[] = []
    const announced: unknown[] = []
    const deliver = createEventDelivery({
      queryClient: new QueryClient(), queries: createQueries(api), session, i18n: createI18n().i18n,
      refresh: (facts) => refreshed.push(facts), announce: (toast) => announced.push(toast),
    })
    const request = { kind: 'verification', id: 3, reference: 'V-20261126-000003', amount: 0, updatedAt: '2026-11-26T01:00:00.000Z' } as const
    deliver({ type: 'request', request: { ...request, status: 'pending', reason: null } })
    deliver({ type: 'request', request: { ...request, status: 'rejected', reason: 'name_mismatch' } })
    expect(refreshed).toEqual([['memberInfo', 'withdrawals'], ['memberInfo', 'withdrawals']])
    expect(announced).toMatchObject([{ type: 'error', msg: 'requests.update.verification.rejected', values: { reference: 'V-20261126-000003' } }])
  })

  it('show a pushed balance over an older read still on its way', async () => {
    const { shown } = await pushDuringRead('getBalance', [{ type: 'balance', balance: 12_345 }], { balance: 1 })
    expect(shown).toEqual({ balance: 12_345 })
  })
})
