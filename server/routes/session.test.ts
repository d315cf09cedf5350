import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, nextIp, uniqueUsername, type TestApp } from '../test/harness'

const memberCalls = [
  ['GET', '/Member/checkToken', undefined],
  ['GET', '/Member/getMemberInfoV3', undefined],
  ['GET', '/MemberWallet/getBalance', undefined],
  ['GET', '/Point/getPoint', undefined],
  ['GET', '/Point/getRate', undefined],
  ['GET', '/Member/memberLogout', undefined],
  ['PUT', '/Member/editPassword', { oldPassword: 'Secret123', newPassword: 'Other1234', confirmPassword: 'Other1234' }],
] as const

describeDatabases('sessions and passwords', (target: DatabaseTarget) => {
  let harness: TestApp
  beforeAll(async () => {
    harness = await buildTestApp(target.database, { tokenTtlHours: 4, tokenIdleMinutes: 120 })
  })

  async function newMember(password = 'Secret123') {
    const username = uniqueUsername('sess')
    const response = await call(harness.app, 'POST', '/Member/simplyApply', { username, password, agreement: true }, { ip: nextIp() })
    expect(response.status).toBe(200)
    return { username, password, token: (response.body as { token: string }).token }
  }

  it('shows the demo member with its unread counts, balance and points', async () => {
    const { token } = await login(harness.app, 'demo', DEMO_PASSWORD)
    const info = await call(harness.app, 'GET', '/Member/getMemberInfoV3', undefined, { token })
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({
      username: 'demo',
      realName: '김민준',
      currency: 'USD',
      seamless: true,
      participation: true,
      unread: { member: 4, service: 1 },
    })
    expect((info.body as { lastLoginAt: string }).lastLoginAt).toBe(harness.clock.now().toISOString())
    expect((await call(harness.app, 'GET', '/MemberWallet/getBalance', undefined, { token })).body).toEqual({ balance: 100_000 })
    expect((await call(harness.app, 'GET', '/Point/getPoint', undefined, { token })).body).toEqual({ point: 2_500 })
    expect((await call(harness.app, 'GET', '/Point/getRate', undefined, { token })).body).toEqual({ point: 100, amount: 100, minimum: 1_000, step: 100, termsAccepted: false })
  })

  it('accepts the bare token and the Bearer form', async () => {
    const { token } = await newMember()
    const bare = await call(harness.app, 'GET', '/Member/checkToken', undefined, { token })
    const bearer = await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: `Bearer ${token}` })
    expect(bare.status).toBe(200)
    expect(bearer.status).toBe(200)
    expect(bare.body).toMatchObject({ valid: true })
  })

  it.each(memberCalls)('answers %s %s without a valid token with 401', async (method, path, body) => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await call(harness.app, method, path, body, { ...(token ? { token } : {}) })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
    }
  })

  it('logout revokes the token for every member call', async () => {
    const { token } = await newMember()
    const logout = await call(harness.app, 'GET', '/Member/memberLogout', undefined, { token })
    expect(logout.body).toEqual({ loggedOut: true })
    for (const [method, path, body] of memberCalls) {
      expect((await call(harness.app, method, path, body, { token })).status).toBe(401)
    }
  })

  it('ends a session idle past the limit and one past its absolute lifetime', async () => {
    const idle = await newMember()
    harness.clock.advance(121 * 60_000)
    expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: idle.token })).status).toBe(401)

    const busy = await newMember()
    for (let step = 0; step < 2; step += 1) {
      harness.clock.advance(90 * 60_000)
      expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: busy.token })).status).toBe(200)
    }
    harness.clock.advance(90 * 60_000)
    expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: busy.token })).status).toBe(401)
  })

  describe('editPassword', () => {
    it('revokes every other session but keeps the current one', async () => {
      const member = await newMember()
      const other = await login(harness.app, member.username, member.password)
      const third = await login(harness.app, member.username, member.password)
      const response = await call(harness.app, 'PUT', '/Member/editPassword', { oldPassword: member.password, newPassword: 'Changed123', confirmPassword: 'Changed123' }, { token: member.token })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ revokedSessions: 2 })
      expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: member.token })).status).toBe(200)
      for (const grant of [other, third]) {
        expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: grant.token })).status).toBe(401)
      }
      await login(harness.app, member.username, 'Changed123')
    })

    it.each([
      ['a wrong old password', { oldPassword: 'Nope12345', newPassword: 'Changed123', confirmPassword: 'Changed123' }, { errorMessage: 'wrong_password', errorValues: { field: 'oldPassword' } }],
      ['the same password', { oldPassword: 'Secret123', newPassword: 'Secret123', confirmPassword: 'Secret123' }, { errorMessage: 'same_password', errorValues: { field: 'newPassword' } }],
      ['a mismatched confirmation', { oldPassword: 'Secret123', newPassword: 'Changed123', confirmPassword: 'Changed124' }, { errorMessage: 'password_mismatch', errorValues: { field: 'confirmPassword' } }],
      ['a weak new password', { oldPassword: 'Secret123', newPassword: '12345678', confirmPassword: '12345678' }, { errorMessage: 'weak_password', errorValues: { field: 'newPassword' } }],
      ['a missing field', { oldPassword: 'Secret123', newPassword: 'Changed123' }, { errorMessage: 'field_required', errorValues: { field: 'confirmPassword' } }],
      ['an unknown key', { oldPassword: 'Secret123', newPassword: 'Changed123', confirmPassword: 'Changed123', memberId: 1 }, { errorMessage: 'unknown_field', errorValues: { field: 'memberId' } }],
    ])('rejects %s with 400 and keeps the password', async (_case, body, expected) => {
      const member = await newMember()
      const response = await call(harness.app, 'PUT', '/Member/editPassword', body, { token: member.token })
      expect(response.status).toBe(400)
      expect(response.body).toEqual(expected)
      await login(harness.app, member.username, member.password)
    })
  })

  describe('forgot password', () => {
    it('resets with the code sent, spends it and ends every session', async () => {
      const member = await newMember()
      const response = await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: member.username.toUpperCase() })
      expect(response.body).toEqual({ expiresInSeconds: 900 })
      const notice = harness.notices.at(-1)
      expect(notice?.username).toBe(member.username)
      expect(notice?.code).toMatch(/^\d{6}$/)
      const stored = await target.database.db.selectFrom('password_reset_codes').select('code_hash').orderBy('id', 'desc').executeTakeFirstOrThrow()
      expect(stored.code_hash).not.toContain(notice!.code)

      const reset = { username: member.username, code: notice!.code, newPassword: 'Reset1234', confirmPassword: 'Reset1234' }
      const done = await call(harness.app, 'PUT', '/Member/editForgotPassword', reset)
      expect(done.status).toBe(200)
      expect(done.body).toEqual({ reset: true })
      expect((await call(harness.app, 'GET', '/Member/checkToken', undefined, { token: member.token })).status).toBe(401)
      await login(harness.app, member.username, 'Reset1234')

      const again = await call(harness.app, 'PUT', '/Member/editForgotPassword', { ...reset, newPassword: 'Again1234', confirmPassword: 'Again1234' })
      expect(again.status).toBe(400)
      expect(again.body).toEqual({ errorMessage: 'invalid_reset_code', errorValues: { field: 'code' } })
    })

    it('counts wrong codes and gives up on the code after five', async () => {
      const member = await newMember()
      await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: member.username })
      const code = harness.notices.at(-1)!.code
      const wrongCode = code === '000000' ? '111111' : '000000'
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await call(harness.app, 'PUT', '/Member/editForgotPassword', { username: member.username, code: wrongCode, newPassword: 'Reset1234', confirmPassword: 'Reset1234' })
        expect(wrong.status).toBe(400)
        expect(wrong.body).toEqual({ errorMessage: 'invalid_reset_code', errorValues: { field: 'code' } })
        const row = await target.database.db.selectFrom('password_reset_codes').innerJoin('members', 'members.id', 'password_reset_codes.member_id').select('attempts').where('members.username', '=', member.username).executeTakeFirstOrThrow()
        expect(row.attempts).toBe(attempt)
      }
      const right = await call(harness.app, 'PUT', '/Member/editForgotPassword', { username: member.username, code, newPassword: 'Reset1234', confirmPassword: 'Reset1234' })
      expect(right.status).toBe(400)
      await login(harness.app, member.username, member.password)
    })

    it('refuses an expired code', async () => {
      const member = await newMember()
      await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: member.username })
      const code = harness.notices.at(-1)!.code
      harness.clock.advance(901_000)
      const expired = await call(harness.app, 'PUT', '/Member/editForgotPassword', { username: member.username, code, newPassword: 'Reset1234', confirmPassword: 'Reset1234' })
      expect(expired.body).toEqual({ errorMessage: 'invalid_reset_code', errorValues: { field: 'code' } })
    })

    it('answers the same for an unknown user and sends at most three codes per 15 minutes', async () => {
      const before = harness.notices.length
      const unknown = await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: 'no_such_member' })
      expect(unknown.status).toBe(200)
      expect(unknown.body).toEqual({ expiresInSeconds: 900 })
      expect(harness.notices.length).toBe(before)

      const member = await newMember()
      for (let request = 0; request < 5; request += 1) {
        const response = await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: member.username }, { ip: nextIp() })
        expect(response.body).toEqual({ expiresInSeconds: 900 })
      }
      expect(harness.notices.length).toBe(before + 3)
    })

    it.each([
      ['a code that is not six digits', { code: '12345' }, { errorMessage: 'field_invalid', errorValues: { field: 'code' } }],
      ['a numeric code', { code: 123456 }, { errorMessage: 'field_invalid', errorValues: { field: 'code' } }],
      ['a mismatched confirmation', { confirmPassword: 'Other1234' }, { errorMessage: 'password_mismatch', errorValues: { field: 'confirmPassword' } }],
      ['a weak password', { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, { errorMessage: 'weak_password', errorValues: { field: 'newPassword' } }],
    ])('rejects %s with 400', async (_case, change, expected) => {
      const body = { username: 'demo', code: '123456', newPassword: 'Reset1234', confirmPassword: 'Reset1234', ...change }
      const response = await call(harness.app, 'PUT', '/Member/editForgotPassword', body)
      expect(response.status).toBe(400)
      expect(response.body).toEqual(expected)
    })

    it('rejects an unknown key when asking for a code', async () => {
      const response = await call(harness.app, 'POST', '/Member/sendForgotPasswordCode', { username: 'demo', email: 'x@y.z' })
      expect(response.body).toEqual({ errorMessage: 'unknown_field', errorValues: { field: 'email' } })
    })
  })
})
