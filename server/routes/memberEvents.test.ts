import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { MEMBER_EVENTS_PATH, type MemberEvent } from '../../src/shared/calls/events'
import { memberAccount, systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { deliverMessage } from '../messages/inbox'
import { openWithdrawal } from '../withdrawals/withdrawals'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { baseUrl, openEventStream, type EventStream } from '../test/eventStream'
import { buildTestApp, call, login, registerMember, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'

const ADMIN = 'events-admin-token'
const HEARTBEAT_MS = 150

describeDatabases('live member events', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let base: string
  const streams: EventStream[] = []
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database, { adminToken: ADMIN, memberEventsHeartbeatMs: HEARTBEAT_MS }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrl(app)
  })
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close()
    await expectLedgerSound(target.database.db)
  })
  afterAll(() => app.close())

  const open = async (token: string) => {
    const stream = await openEventStream(base, token)
    streams.push(stream)
    return stream
  }
  const memberIdOf = async (username: string) =>
    (await target.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
  const adjust = (username: string, account: 'main' | 'point', amount: number) =>
    call(app, 'POST', '/admin/adjustments', { username, account, amount, memo: 'test' }, { headers: { 'admin-token': ADMIN, 'idempotency-key': crypto.randomUUID() } })
  const ofType = <T extends MemberEvent['type']>(type: T) => (event: MemberEvent): event is Extract<MemberEvent, { type: T }> => event.type === type
  /** A fresh member with an open stream whose snapshot has been read. */
  const listening = async () => {
    const member = await registerMember(app, 'events')
    const stream = await open(member.token)
    await stream.next(ofType('unread'))
    return { ...member, memberId: await memberIdOf(member.username), stream }
  }

  it('answers 401 JSON without a token, with the token only in the URL, and with a revoked token', async () => {
    const { token } = await registerMember(app, 'events')
    const bare = await app.inject({ method: 'GET', url: `/api${MEMBER_EVENTS_PATH}` })
    expect(bare.statusCode).toBe(401)
    expect(bare.json()).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
    const inUrl = await app.inject({ method: 'GET', url: `/api${MEMBER_EVENTS_PATH}?token=${token}` })
    expect(inUrl.statusCode).toBe(401)
    await call(app, 'GET', '/Member/memberLogout', undefined, { token })
    const revoked = await app.inject({ method: 'GET', url: `/api${MEMBER_EVENTS_PATH}`, headers: { authorization: token } })
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json()).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
  })

  it('opens an uncompressed, uncached event stream with the balance, points and unread counts', async () => {
    const { token } = await login(app, 'demo', 'Demo1234!')
    const stream = await open(token)
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers['cache-control']).toBe('no-store')
    expect(stream.headers['content-encoding']).toBeUndefined()
    const demoId = await memberIdOf('demo')
    const snapshot = [await stream.next(), await stream.next(), await stream.next()]
    expect(snapshot).toEqual([
      { type: 'balance', balance: (await memberAccount(target.database.db, demoId, 'main')).balance },
      { type: 'points', point: (await memberAccount(target.database.db, demoId, 'point')).balance },
      { type: 'unread', ...(await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token })).body?.unread as object },
    ])
  })

  it('sends every committed change of the main and point balances', async () => {
    const member = await listening()
    expect((await adjust(member.username, 'main', 12_345)).status).toBe(200)
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 12_345 })
    expect((await adjust(member.username, 'main', -345)).status).toBe(200)
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 12_000 })
    expect((await adjust(member.username, 'point', 700)).status).toBe(200)
    expect(await member.stream.next(ofType('points'))).toEqual({ type: 'points', point: 700 })
  })

  it('sends nothing for a change that was rolled back', async () => {
    const member = await listening()
    const { db } = target.database
    await expect(
      db.transaction().execute(async (trx) => {
        const house = await systemAccountId(trx, 'USD')
        await postTransfer(trx, { kind: 'x', memberId: member.memberId, fromAccountId: house, toAccountId: (await memberAccount(trx, member.memberId, 'main')).id, amount: 999, at: clock.now() })
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await adjust(member.username, 'main', 1)
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 1 })
  })

  it('sends the unread counts when a message arrives, is read, deleted or its prize claimed', async () => {
    const member = await listening()
    const { db } = target.database
    const deliver = (prize?: { kind: 'point'; amount: number }) =>
      db.transaction().execute((trx) => deliverMessage(trx, { memberId: member.memberId, kind: 'member', title: 'Hello', body: '<p>hi</p>', at: clock.now(), ...(prize ? { prize } : {}) }))
    const first = await deliver()
    expect(await member.stream.next(ofType('unread'))).toEqual({ type: 'unread', member: 1, service: 0 })
    const second = await deliver({ kind: 'point', amount: 300 })
    expect(await member.stream.next(ofType('unread'))).toEqual({ type: 'unread', member: 2, service: 0 })
    await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids: [first] }, { token: member.token })
    expect(await member.stream.next(ofType('unread'))).toEqual({ type: 'unread', member: 1, service: 0 })
    const claim = await call(app, 'POST', '/Member/getMemberPrivateMessagePrize', { id: second }, { token: member.token, headers: { 'idempotency-key': crypto.randomUUID() } })
    expect(claim.status).toBe(200)
    expect(await member.stream.next(ofType('points'))).toEqual({ type: 'points', point: 300 })
    expect(await member.stream.next(ofType('unread'))).toEqual({ type: 'unread', member: 0, service: 0 })
    const third = await deliver()
    await member.stream.next(ofType('unread'))
    await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [third] }, { token: member.token })
    expect(await member.stream.next(ofType('unread'))).toEqual({ type: 'unread', member: 0, service: 0 })
  })

  it('sends a request when it is filed and when it is decided, with the balances it moved', async () => {
    const member = await listening()
    await adjust(member.username, 'main', 10_000)
    await member.stream.next(ofType('balance'))
    const withdrawal = await target.database.db
      .transaction()
      .execute((trx) => openWithdrawal(trx, { memberId: member.memberId, amount: 4_000, details: {}, at: clock.now() }))
    expect(await member.stream.next(ofType('request'))).toEqual({
      type: 'request',
      request: { kind: 'withdrawal', id: withdrawal.id, reference: withdrawal.reference, status: 'pending', reason: null, amount: 4_000, updatedAt: clock.now().toISOString() },
    })
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 6_000 })
    const decided = await call(app, 'POST', `/admin/withdrawals/${withdrawal.id}/decision`, { decision: 'reject', reason: 'security_review' }, { headers: { 'admin-token': ADMIN } })
    expect(decided.status).toBe(200)
    expect(await member.stream.next(ofType('request'))).toMatchObject({ request: { id: withdrawal.id, status: 'rejected', reason: 'security_review' } })
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 10_000 })
  })

  it('keeps the connection alive with a comment every heartbeat', async () => {
    const member = await listening()
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3.5))
    expect(member.stream.comments.length).toBeGreaterThanOrEqual(2)
    expect(member.stream.comments.every((comment) => comment === ': keep-alive')).toBe(true)
  })

  it('ends the stream of a session that logs out, and only that one', async () => {
    const member = await listening()
    const other = await login(app, member.username, 'Secret123')
    const otherStream = await open(other.token)
    await otherStream.next(ofType('unread'))
    await call(app, 'GET', '/Member/memberLogout', undefined, { token: member.token })
    await member.stream.ended
    await adjust(member.username, 'main', 5)
    expect(await otherStream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 5 })
  })

  it('ends the streams of the other sessions when the password changes', async () => {
    const member = await listening()
    const other = await login(app, member.username, 'Secret123')
    const otherStream = await open(other.token)
    await otherStream.next(ofType('unread'))
    const changed = await call(app, 'PUT', '/Member/editPassword', { oldPassword: 'Secret123', newPassword: 'Secret456', confirmPassword: 'Secret456' }, { token: member.token })
    expect(changed.status).toBe(200)
    await otherStream.ended
    await adjust(member.username, 'main', 9)
    expect(await member.stream.next(ofType('balance'))).toEqual({ type: 'balance', balance: 9 })
  })

  it('ends the stream at the next heartbeat once the session has expired', async () => {
    const member = await listening()
    clock.advance(3 * 3_600_000)
    await member.stream.ended
    expect((await app.inject({ method: 'GET', url: `/api${MEMBER_EVENTS_PATH}`, headers: { authorization: member.token } })).statusCode).toBe(401)
  })
})

describeDatabases('closing a server with open event streams', (target: DatabaseTarget) => {
  it('ends the streams, so the server closes at once', async () => {
    const { app } = await buildTestApp(target.database)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { token } = await registerMember(app, 'closing')
    const stream = await openEventStream(baseUrl(app), token)
    await stream.next()
    const started = Date.now()
    await app.close()
    await stream.ended
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
