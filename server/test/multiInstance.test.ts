import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../db/seed'
import { describeDatabases, type DatabaseTarget } from './databases'
import { buildTestApp, call, login, nextIp, uniqueUsername } from './harness'

// Two app instances, each with its own connection pool to one PostgreSQL database: what a
// horizontally scaled deployment looks like. Sessions and limits must live in the database.
describeDatabases(
  'several instances on one PostgreSQL database',
  (target: DatabaseTarget) => {
    let first: FastifyInstance
    let second: FastifyInstance
    beforeAll(async () => {
      ;({ app: first } = await buildTestApp(target.database))
      ;({ app: second } = await buildTestApp(await target.openAnother()))
    })

    it('gives exactly one of two racing registrations the username, the other 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const username = uniqueUsername('race')
        const body = { username, password: 'Secret123', agreement: true }
        const answers = await Promise.all([
          call(first, 'POST', '/Member/simplyApply', body),
          call(second, 'POST', '/Member/simplyApply', { ...body, username: username.toUpperCase() }),
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
      await call(first, 'POST', '/Member/simplyApply', { username, password: 'Secret123', agreement: true })
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
