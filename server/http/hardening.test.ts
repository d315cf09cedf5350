// Regression tests of the hostile requests issue 17 found answering 500, bare framework errors,
// acting on HEAD or hanging on slow bodies: each now gets a 4xx in the one error format, with the
// security headers, and changes nothing.
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, type TestApp } from '../test/harness'
import { registerPlayer } from '../test/players'

function expectSecured(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control']).toBe('no-store')
  expect(headers['x-frame-options']).toBeUndefined()
}

/** Sends `raw` over a socket to the listening app and resolves with everything it answered. */
function exchange(port: number, raw: string, { pauseAfterMs }: { pauseAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    socket.write(raw)
    if (pauseAfterMs === undefined) socket.end()
  })
}

describeDatabases('hostile requests', (target: DatabaseTarget) => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp(target.database, { requestTimeoutMs: 500 })
  })

  it('refuses a NUL byte or a bidi override in any field, and invisible marks in a name, with a field error', async () => {
    const search = await call(test.app, 'POST', '/Game/getGameList', { category: 'slots', search: '\u0000', page: 1, pageSize: 10 })
    expect(search).toMatchObject({ status: 400, body: { errorMessage: 'field_invalid', errorValues: { field: 'search' } } })
    const login = await call(test.app, 'POST', '/Member/memberLogin', { username: 'demo\u0000', password: 'x' })
    expect(login.body).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'username' } })
    const override = await call(test.app, 'POST', '/guest-questioning/send', { name: 'Kim\u202Eevil', contact: 'kim@example.com', question: 'Hello there' })
    expect(override.body).toMatchObject({ errorMessage: 'field_invalid', errorValues: { field: 'name' } })
    const zeroWidth = await call(test.app, 'POST', '/Member/apply', { username: 'zerowidth1', password: 'Secret123', confirmPassword: 'Secret123', realName: 'Kim\u200BMin', phone: '+82 10 1234 5678', email: 'z@example.com', agreement: true })
    expect(zeroWidth.body).toMatchObject({ errorMessage: 'field_invalid', errorValues: { field: 'realName' } })
  })

  // Issue 29: names took U+061C, U+3164, U+115F, U+2800, U+00AD, U+034F and U+2028, so a real name of
  // Hangul fillers registered and looked empty. Names are now checked by Unicode property, and need a letter.
  it('refuses a name with a hidden character, or without a letter, and takes names in every script', async () => {
    const register = (realName: string) => call(test.app, 'POST', '/Member/apply', { username: `n${Math.random().toString(36).slice(2, 12)}`, password: 'Secret123', confirmPassword: 'Secret123', realName, phone: '+82 10 1234 5678', email: 'n@example.com', agreement: true }, { ip: `10.29.${Math.floor(Math.random() * 250)}.1` })
    for (const hidden of ['\u061C', '\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800', '\u00AD', '\u034F', '\u2028', '\u2029', '\u200B', '\u200F', '\u2067', '\uFE0F']) {
      expect(await register(`Kim${hidden}Min`), `U+${hidden.codePointAt(0)?.toString(16)}`).toMatchObject({ status: 400, body: { errorMessage: 'field_invalid', errorValues: { field: 'realName' } } })
    }
    for (const letterless of ['\u3164\u3164\u3164', '12345', '-- --']) {
      expect(await register(letterless), letterless).toMatchObject({ status: 400, body: { errorMessage: 'field_invalid', errorValues: { field: 'realName' } } })
    }
    for (const name of ['Kim Min-ji', '김민지', '陳大文', 'Trần Văn An']) expect((await register(name)).status, name).toBe(200)
    const guest = await call(test.app, 'POST', '/guest-questioning/send', { name: '\u3164', contact: 'kim@example.com', question: 'Hello there' })
    expect(guest.body).toMatchObject({ errorMessage: 'field_invalid', errorValues: { field: 'name' } })
    const contact = await call(test.app, 'POST', '/guest-questioning/send', { name: 'Kim', contact: '+82\u00AD10 1234 5678', question: 'Hello there' })
    expect(contact.body).toMatchObject({ errorMessage: 'field_invalid', errorValues: { field: 'contact' } })
  })

  it('answers a null, array or missing body with a 400, never a 500', async () => {
    for (const path of ['/Member/apply', '/Member/editForgotPassword']) {
      const nullBody = await test.app.inject({ method: path === '/Member/apply' ? 'POST' : 'PUT', url: `/api${path}`, headers: { 'content-type': 'application/json' }, payload: 'null' })
      expect(nullBody.statusCode).toBe(400)
      expect(nullBody.json()).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'body' } })
      const missing = await test.app.inject({ method: path === '/Member/apply' ? 'POST' : 'PUT', url: `/api${path}` })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errorMessage).toBe('field_required')
    }
    const array = await test.app.inject({ method: 'POST', url: '/api/Member/memberLogin', headers: { 'content-type': 'application/json' }, payload: '[]' })
    expect(array.statusCode).toBe(400)
  })

  it('refuses dates PostgreSQL cannot hold, whatever their offset', async () => {
    const player = await registerPlayer(test.app, target.database.db)
    for (const [startTime, endTime] of [
      ['0000-01-01T00:00:00.000Z', '0000-01-02T00:00:00.000Z'],
      ['9999-12-30T00:00:00.000-23:59', '9999-12-31T00:00:00.000-23:59'],
      ['0001-01-01T00:00:00.000+23:59', '0001-01-02T00:00:00.000+23:59'],
    ]) {
      const answer = await call(test.app, 'POST', '/MemberBet/getMemberBetRecordList_V4', { startTime, endTime, page: 1, pageSize: 10 }, { token: player.token })
      expect(answer.status).toBe(400)
      expect(answer.body?.errorMessage).toBe('field_invalid')
    }
  })

  it('asks a visitor to log in before reading the body of a member call', async () => {
    const malformed = await test.app.inject({ method: 'POST', url: '/api/Point/transfer', headers: { 'content-type': 'application/json' }, payload: '{not json' })
    expect(malformed.statusCode).toBe(401)
    expect(malformed.json()).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
    const huge = await test.app.inject({ method: 'POST', url: '/api/Point/transfer', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ point: 'x'.repeat(64 * 1024) }) })
    expect(huge.statusCode).toBe(401)
    expectSecured(huge.headers)
  })

  it('never acts on a HEAD: the session a HEAD of memberLogout names stays signed in', async () => {
    const player = await registerPlayer(test.app, target.database.db)
    const head = await test.app.inject({ method: 'HEAD', url: '/api/Member/memberLogout', headers: { authorization: player.token } })
    expect(head.statusCode).toBe(404)
    expect((await call(test.app, 'GET', '/Member/checkToken', undefined, { token: player.token })).status).toBe(200)
  })

  it('answers a URL Fastify cannot decode in the error format, with the security headers', async () => {
    const bad = await test.app.inject({ method: 'GET', url: '/api/Member/%c0' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ errorMessage: 'invalid_request', errorValues: {} })
    expectSecured(bad.headers)
  })

  it('sends no HSTS over plain HTTP', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  describe('the login limit', () => {
    const attempt = (username: string, password: string, ip: string, deviceId?: string) =>
      call(test.app, 'POST', '/Member/memberLogin', { username, password, ...(deviceId ? { deviceId } : {}) }, { ip })

    it('checks no password past the limit when thirty wrong ones arrive at once', async () => {
      const player = await registerPlayer(test.app, target.database.db)
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(player.username, 'Wrong1234', `10.9.0.${i + 1}`)))
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10)
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20)
    })

    it('refuses the right password sent in a burst after the limit, but lets the owner in from a device that signed in before', async () => {
      const player = await registerPlayer(test.app, target.database.db)
      const device = `owner-${player.memberId}`
      expect((await attempt(player.username, 'Secret123', '10.8.0.1', device)).status).toBe(200)
      for (let i = 0; i < 9; i += 1) expect((await attempt(player.username, 'Wrong1234', `10.8.1.${i + 1}`)).status).toBe(401)
      const burst = await Promise.all([
        ...Array.from({ length: 39 }, (_, i) => attempt(player.username, 'Wrong1234', '10.8.2.1', `attacker-${i}`)),
        attempt(player.username, 'Secret123', '10.8.2.1', 'attacker-last'),
      ])
      expect(burst.filter((answer) => answer.status === 200)).toHaveLength(0)
      expect(burst.filter((answer) => answer.status === 401)).toHaveLength(1)
      // Locked for unknown devices, the account still opens on the owner's own device.
      expect((await attempt(player.username, 'Secret123', '10.8.0.1', device)).status).toBe(200)
    })
  })

  describe('over a real socket', () => {
    let port: number
    beforeAll(async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' })
      port = (test.app.server.address() as AddressInfo).port
    })
    afterAll(() => test.app.close())

    it('answers headers too large with 431 in the error format and the security headers', async () => {
      const answer = await exchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
      expect(answer).toMatch(/^HTTP\/1\.1 431 /)
      expect(answer).toContain("content-security-policy: default-src 'self'")
      expect(answer).toContain('x-content-type-options: nosniff')
      expect(answer).toContain('{"errorMessage":"payload_too_large","errorValues":{}}')
    })

    it('closes a connection whose body does not arrive in time', async () => {
      const started = Date.now()
      const answer = await exchange(port, 'POST /api/Member/memberLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"u', { pauseAfterMs: 1 })
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(answer).toContain('{"errorMessage":"timeout","errorValues":{}}')
    })
  })
})
