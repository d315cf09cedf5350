import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, nextIp, type TestClock } from '../test/harness'

const question = { name: 'Le Minh', contact: 'minh@example.com', question: 'How long does a withdrawal take?' }

describeDatabases('guest questions', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database))
  })

  async function storedCount(ip: string) {
    const rows = await target.database.db.selectFrom('guest_questions').select('id').where('ip', '=', ip).execute()
    return rows.length
  }

  it('stores a question with the address and language', async () => {
    const ip = nextIp()
    const response = await call(app, 'POST', '/guest-questioning/send', question, { ip, headers: { lang: 'vn' } })
    expect(response.status).toBe(200)
    const { id } = response.body as { id: number }
    const row = await target.database.db.selectFrom('guest_questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ ...question, ip, lang: 'vn' })
  })

  it('allows three questions per address in ten minutes, then 429 with the seconds to wait', async () => {
    const ip = nextIp()
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await call(app, 'POST', '/guest-questioning/send', question, { ip })).status).toBe(200)
      clock.advance(60_000)
    }
    const refused = await call(app, 'POST', '/guest-questioning/send', question, { ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ errorMessage: 'too_many_requests', errorValues: { seconds: 420 } })
    expect(await storedCount(ip)).toBe(3)
    clock.advance(420_000)
    expect((await call(app, 'POST', '/guest-questioning/send', question, { ip })).status).toBe(200)
  })

  it('stores no more than three of a burst from one address sent at once', async () => {
    const ip = nextIp()
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(app, 'POST', '/guest-questioning/send', question, { ip })))
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3)
    expect(responses.filter((response) => response.status === 429)).toHaveLength(5)
    expect(await storedCount(ip)).toBe(3)
  })

  it.each([
    ['a missing field', { name: 'A', contact: 'a@b.cd' }, { errorMessage: 'field_required', errorValues: { field: 'question' } }],
    ['an unknown key', { ...question, email: 'x' }, { errorMessage: 'unknown_field', errorValues: { field: 'email' } }],
    ['a short question', { ...question, question: 'help' }, { errorMessage: 'field_too_short', errorValues: { field: 'question', min: 10 } }],
    ['a long name', { ...question, name: 'n'.repeat(51) }, { errorMessage: 'field_too_long', errorValues: { field: 'name', max: 50 } }],
    ['a number for a string', { ...question, contact: 12345678 }, { errorMessage: 'field_invalid', errorValues: { field: 'contact' } }],
  ])('rejects %s with 400 and stores nothing', async (_case, body, expected) => {
    const ip = nextIp()
    const response = await call(app, 'POST', '/guest-questioning/send', body, { ip })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(expected)
    expect(await storedCount(ip)).toBe(0)
  })
})
