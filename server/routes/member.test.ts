import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { hashToken } from '../http/auth'
import { isUniqueViolation } from '../members/lookup'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { applyBody, buildTestApp, call, nextIp, uniqueUsername } from '../test/harness'


describeDatabases('member login and registration', (target: DatabaseTarget) => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
  })

  async function memberCount(username: string): Promise<number> {
    const row = await target.database.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirstOrThrow()
    return row.count
  }

  describe('memberLogin', () => {
    it('issues a token for the demo member and stores only its sha256', async () => {
      const response = await call(app, 'POST', '/Member/memberLogin', { username: 'demo', password: DEMO_PASSWORD, deviceId: 'device_1' }, { ip: nextIp() })
      expect(response.status).toBe(200)
      const { token, expiresAt } = response.body as { token: string; expiresAt: string }
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() - 1e12)
      const stored = await target.database.db.selectFrom('member_tokens').select('token_hash').execute()
      expect(stored.map((row) => row.token_hash)).toContain(hashToken(token))
      expect(stored.map((row) => row.token_hash)).not.toContain(token)
      const device = await target.database.db.selectFrom('member_devices').select('device_id').where('device_id', '=', 'device_1').execute()
      expect(device).toHaveLength(1)
      expect(response.raw.headers['cache-control']).toBe('no-store')
    })

    it('accepts the username in any case', async () => {
      const response = await call(app, 'POST', '/Member/memberLogin', { username: 'DeMo', password: DEMO_PASSWORD }, { ip: nextIp() })
      expect(response.status).toBe(200)
    })

    it('answers an unknown user and a wrong password byte-identically', async () => {
      const ip = nextIp()
      const unknown = await call(app, 'POST', '/Member/memberLogin', { username: 'nobody_here', password: 'whatever1' }, { ip })
      const wrong = await call(app, 'POST', '/Member/memberLogin', { username: 'nocard', password: 'whatever1' }, { ip })
      expect(unknown.status).toBe(401)
      expect(wrong.status).toBe(401)
      expect(unknown.raw.body).toBe(wrong.raw.body)
      expect(unknown.body).toEqual({ errorMessage: 'invalid_credentials', errorValues: {} })
    })

    it('refuses the 11th attempt on one account after 10 failures, even with the right password', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await call(app, 'POST', '/Member/memberLogin', { username: 'unverified', password: 'wrong-pass1' }, { ip: nextIp() })
        expect(response.status).toBe(401)
      }
      const blocked = await call(app, 'POST', '/Member/memberLogin', { username: 'unverified', password: DEMO_PASSWORD }, { ip: nextIp() })
      expect(blocked.status).toBe(429)
      expect(blocked.body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } })
    })

    it('refuses one address after 10 failures across many accounts', async () => {
      const ip = nextIp()
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await call(app, 'POST', '/Member/memberLogin', { username: `ghost${attempt}`, password: 'wrong-pass1' }, { ip })
      }
      const blocked = await call(app, 'POST', '/Member/memberLogin', { username: 'demo', password: DEMO_PASSWORD }, { ip })
      expect(blocked.status).toBe(429)
    })

    it.each([
      ['a missing field', { username: 'demo' }, { errorMessage: 'field_required', errorValues: { field: 'password' } }],
      ['an unknown key', { username: 'demo', password: 'x', admin: true }, { errorMessage: 'unknown_field', errorValues: { field: 'admin' } }],
      ['a number for a string', { username: 9007199254740993, password: 'x' }, { errorMessage: 'field_invalid', errorValues: { field: 'username' } }],
      ['an empty username', { username: '  ', password: 'x' }, { errorMessage: 'field_too_short', errorValues: { field: 'username', min: 1 } }],
      ['a bad device id', { username: 'demo', password: 'x', deviceId: '<script>' }, { errorMessage: 'field_invalid', errorValues: { field: 'deviceId' } }],
      ['an array body', [1, 2], { errorMessage: 'field_invalid', errorValues: { field: 'body' } }],
    ])('rejects %s with 400', async (_case, body, expected) => {
      const response = await call(app, 'POST', '/Member/memberLogin', body, { ip: nextIp() })
      expect(response.status).toBe(400)
      expect(response.body).toEqual(expected)
    })
  })

  describe('apply', () => {
    it('registers a member with accounts, codes and a session', async () => {
      const username = uniqueUsername('new')
      const response = await call(app, 'POST', '/Member/apply', { ...applyBody(username), referralCode: 'DEMO2024', subAgentCode: 'agent_7', deviceId: 'dev-9' })
      expect(response.status).toBe(200)
      const { token } = response.body as { token: string }
      const info = await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token })
      expect(info.body).toMatchObject({ username, realName: 'Tran Van An', seamless: false, participation: true, currency: 'USD', unread: { member: 0, service: 0 } })
      const member = await target.database.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirstOrThrow()
      expect(member.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true)
      expect(member.referred_by_code).toBe('DEMO2024')
      expect(member.sub_agent_code).toBe('agent_7')
      expect(member.referral_code).toMatch(/^[A-Z2-9]{8}$/)
      const balance = await call(app, 'GET', '/MemberWallet/getBalance', undefined, { token })
      const point = await call(app, 'GET', '/Point/getPoint', undefined, { token })
      expect(balance.body).toEqual({ balance: 0 })
      expect(point.body).toEqual({ point: 0 })
    })

    it('recognises the unique-index violation a lost registration race produces', async () => {
      const duplicate = target.database.db
        .insertInto('members')
        .values({ username: 'Demo', password_hash: 'x', real_name: '', phone: '', email: '', currency: 'USD', seamless: false, participation: true, referral_code: 'RACE0001', referred_by_code: null, sub_agent_code: null, created_at: new Date(), last_login_at: null })
        .execute()
      const error = await duplicate.then(() => undefined, (reason: unknown) => reason)
      expect(isUniqueViolation(error, 'members_username_lower_key')).toBe(true)
    })

    it('refuses a username taken in another case with 409', async () => {
      const response = await call(app, 'POST', '/Member/apply', applyBody('DEMO'))
      expect(response.status).toBe(409)
      expect(response.body).toEqual({ errorMessage: 'username_taken', errorValues: { field: 'username' } })
    })

    it.each([
      ['a missing field', (b: Record<string, unknown>) => ({ ...b, email: undefined }), { errorMessage: 'field_required', errorValues: { field: 'email' } }],
      ['an unknown key', (b: Record<string, unknown>) => ({ ...b, vipLevel: 9 }), { errorMessage: 'unknown_field', errorValues: { field: 'vipLevel' } }],
      ['a weak password', (b: Record<string, unknown>) => ({ ...b, password: 'onlyletters', confirmPassword: 'onlyletters' }), { errorMessage: 'weak_password', errorValues: { field: 'password' } }],
      ['a short password', (b: Record<string, unknown>) => ({ ...b, password: 'ab1', confirmPassword: 'ab1' }), { errorMessage: 'field_too_short', errorValues: { field: 'password', min: 8 } }],
      ['a mismatched confirmation', (b: Record<string, unknown>) => ({ ...b, confirmPassword: 'Secret124' }), { errorMessage: 'password_mismatch', errorValues: { field: 'confirmPassword' } }],
      ['terms not accepted', (b: Record<string, unknown>) => ({ ...b, agreement: false }), { errorMessage: 'terms_not_accepted', errorValues: {} }],
      ['a string agreement', (b: Record<string, unknown>) => ({ ...b, agreement: 'true' }), { errorMessage: 'terms_not_accepted', errorValues: {} }],
      ['a bad email', (b: Record<string, unknown>) => ({ ...b, email: 'not-mail' }), { errorMessage: 'field_invalid', errorValues: { field: 'email' } }],
      ['a bad username', (b: Record<string, unknown>) => ({ ...b, username: 'a b' }), { errorMessage: 'field_invalid', errorValues: { field: 'username' } }],
      ['a number for the phone', (b: Record<string, unknown>) => ({ ...b, phone: 821012345678 }), { errorMessage: 'field_invalid', errorValues: { field: 'phone' } }],
    ])('rejects %s with 400 and creates nothing', async (_case, change, expected) => {
      const username = uniqueUsername('bad')
      const body = change(applyBody(username))
      const response = await call(app, 'POST', '/Member/apply', body)
      expect(response.status).toBe(400)
      expect(response.body).toEqual(expected)
      expect(await memberCount(username)).toBe(0)
    })
  })

  describe('simplyApply', () => {
    it('registers with only username and password', async () => {
      const username = uniqueUsername('simple')
      const response = await call(app, 'POST', '/Member/simplyApply', { username, password: 'Simple123', agreement: true })
      expect(response.status).toBe(200)
      expect(await memberCount(username)).toBe(1)
    })

    it('rejects a confirmation field it does not take, and terms not accepted', async () => {
      const username = uniqueUsername('simple')
      const extra = await call(app, 'POST', '/Member/simplyApply', { username, password: 'Simple123', confirmPassword: 'Simple123', agreement: true })
      expect(extra.body).toEqual({ errorMessage: 'unknown_field', errorValues: { field: 'confirmPassword' } })
      const noTerms = await call(app, 'POST', '/Member/simplyApply', { username, password: 'Simple123' })
      expect(noTerms.status).toBe(400)
      expect(noTerms.body).toEqual({ errorMessage: 'terms_not_accepted', errorValues: {} })
      expect(await memberCount(username)).toBe(0)
    })
  })

  describe('request format', () => {
    it('answers malformed JSON, a wrong content type and an oversized body in the error format', async () => {
      const malformed = await app.inject({ method: 'POST', url: '/api/Member/memberLogin', headers: { 'content-type': 'application/json' }, payload: '{"username":' })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json()).toEqual({ errorMessage: 'invalid_request', errorValues: {} })
      const text = await app.inject({ method: 'POST', url: '/api/Member/memberLogin', headers: { 'content-type': 'text/plain' }, payload: 'username=demo' })
      expect(text.statusCode).toBe(400)
      expect(text.json()).toEqual({ errorMessage: 'invalid_request', errorValues: {} })
      const large = await app.inject({ method: 'POST', url: '/api/guest-questioning/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ question: 'x'.repeat(100_000) }) })
      expect(large.statusCode).toBe(413)
      expect(large.json()).toEqual({ errorMessage: 'payload_too_large', errorValues: {} })
      expect(large.body).not.toMatch(/at .*\.ts/)
    })

    it('answers an unknown /api path with a 404 error body', async () => {
      const response = await call(app, 'GET', '/Member/nope?x=1')
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ errorMessage: 'not_found', errorValues: { path: '/api/Member/nope' } })
      expect(response.raw.headers['cache-control']).toBe('no-store')
    })
  })
})
