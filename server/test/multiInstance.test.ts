import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { MEMBER_EVENTS_CHANNEL } from '../events/channel'
import { describeDatabases, type DatabaseTarget } from './databases'
import { baseUrl, openEventStream } from './eventStream'
import { buildTestApp, call, login, nextIp, registerMember, uniqueUsername } from './harness'
import { expectLedgerSound } from './ledger'

const ADMIN = 'instances-admin-token'

// Two app instances, each with its own connection pool to one PostgreSQL database: what a
// horizontally scaled deployment looks like. Sessions and limits must live in the database.
describeDatabases(
  'several instances on one PostgreSQL database',
  (target: DatabaseTarget) => {
    let first: FastifyInstance
    let second: FastifyInstance
    beforeAll(async () => {
      ;({ app: first } = await buildTestApp(target.database, { adminToken: ADMIN }))
      ;({ app: second } = await buildTestApp(await target.openAnother(), { adminToken: ADMIN }))
      await first.listen({ port: 0, host: '127.0.0.1' })
      await second.listen({ port: 0, host: '127.0.0.1' })
    })
    afterAll(async () => {
      await Promise.all([first.close(), second.close()])
      await expectLedgerSound(target.database.db)
    })

    const credit = (username: string, amount: number) =>
      call(first, 'POST', '/admin/adjustments', { username, account: 'main', amount, memo: 'test' }, { headers: { 'admin-token': ADMIN, 'idempotency-key': crypto.randomUUID() } })

    it('delivers a credit made through one instance to a tab connected to the other within 2 seconds', async () => {
      const { username, token } = await registerMember(first, 'multi')
      const stream = await openEventStream(baseUrl(second), token)
      try {
        expect(await stream.next()).toEqual({ type: 'balance', balance: 0 })
        const sent = Date.now()
        expect((await credit(username, 2_500)).status).toBe(200)
        expect(await stream.next((event) => event.type === 'balance', 2_000)).toEqual({ type: 'balance', balance: 2_500 })
        expect(Date.now() - sent).toBeLessThan(2_000)
      } finally {
        stream.close()
      }
    })

    it('ends a stream on one instance when its session logs out through the other', async () => {
      const { token } = await registerMember(first, 'multi')
      const stream = await openEventStream(baseUrl(second), token)
      await stream.next((event) => event.type === 'unread')
      expect((await call(first, 'GET', '/Member/memberLogout', undefined, { token })).status).toBe(200)
      await stream.ended
    })

    it('catches its tabs up when PostgreSQL drops the listening connection', async () => {
      const { username, token } = await registerMember(first, 'multi')
      const stream = await openEventStream(baseUrl(second), token)
      try {
        await stream.next((event) => event.type === 'unread')
        const dropped = await sql<{ dropped: boolean }>`
          select pg_terminate_backend(pid) as dropped from pg_stat_activity
          where datname = current_database() and query = ${`listen "${MEMBER_EVENTS_CHANNEL}"`}
        `.execute(target.database.db)
        expect(dropped.rows.length).toBeGreaterThanOrEqual(1)
        // Reconnected, the instance resends each tab its balances, which may have changed meanwhile.
        expect(await stream.next((event) => event.type === 'balance', 5_000)).toEqual({ type: 'balance', balance: 0 })
        expect((await credit(username, 700)).status).toBe(200)
        expect(await stream.next((event) => event.type === 'balance', 2_000)).toEqual({ type: 'balance', balance: 700 })
      } finally {
        stream.close()
      }
    })

    it('gives exactly one of two racing registrations the username, the other 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const username = uniqueUsername('race')
        const body = { username, password: 'Secret123', agreement: true }
        const answers = await Promise.all([
          call(first, 'POST', '/Member/simplyApply', body, { ip: nextIp() }),
          call(second, 'POST', '/Member/simplyApply', { ...body, username: username.toUpperCase() }, { ip: nextIp() }),
        ])
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
        expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ errorMessage: 'username_taken', errorValues: { field: 'username' } })
      }
    })

    it('honours a token issued by the other instance, and its logout', async () => {
      const { token } = await login(first, 'demo', DEMO_PASSWORD)
      expect((await call(second, 'GET', '/Member/getMemberInfoV3', undefined, { token })).status).toBe(200)
      expect((await call(second, 'GET', '/Member/memberLogout', undefined, { token })).status).toBe(200)
      expect((await call(first, 'GET', '/Member/checkToken', undefined, { token })).status).toBe(401)
    })

    it('counts login failures across both instances', async () => {
      const username = uniqueUsername('limit')
      await call(first, 'POST', '/Member/simplyApply', { username, password: 'Secret123', agreement: true }, { ip: nextIp() })
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second
        expect((await call(app, 'POST', '/Member/memberLogin', { username, password: 'Wrong1234' }, { ip: nextIp() })).status).toBe(401)
      }
      const blocked = await call(second, 'POST', '/Member/memberLogin', { username, password: 'Secret123' }, { ip: nextIp() })
      expect(blocked.status).toBe(429)
      expect(blocked.body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } })
    })
  },
  { postgresOnly: true },
)
