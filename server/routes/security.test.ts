// Issue 32: two-factor login (codes within ±1 step, each accepted once, recovery codes once, every
// attempt on the login limit's budget), sessions and devices, login history. On PGlite and on
// PostgreSQL, where twenty guesses really arrive at once.
import type { FastifyInstance } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call, nextIp, type TestClock } from '../test/harness'
import { registerPlayer, type Player } from '../test/players'
import { parseUserAgent } from '../security/userAgent'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describeDatabases('account security', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let slotGameId: number
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database))
    slotGameId = await firstGameIn(target.database.db, 'slots/pragmatic')
  })
  const db = () => target.database.db

  const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })
  const code = (secret: string, offsetSteps = 0) => codeAt(secret, new Date(clock.now().getTime() + offsetSteps * 30_000))
  const passwordLogin = (username: string, userAgent = DESKTOP, ip = nextIp()) =>
    call(app, 'POST', '/Member/memberLogin', { username, password: 'Secret123' }, { ip, headers: { 'user-agent': userAgent } })
  const codeLogin = (challenge: string, typed: string, ip = nextIp()) => call(app, 'POST', '/Member/memberLoginCode', { challenge, code: typed }, { ip })
  const challengeOf = (answer: { body: unknown }) => String((answer.body as { errorValues: { challenge: string } }).errorValues.challenge)

  /** A member with two-factor login on: its secret and recovery codes. Each step moves the clock on, so no two tests share a time step. */
  async function withTwoFactor(): Promise<Player & { secret: string; recoveryCodes: string[] }> {
    clock.advance(10 * 60_000)
    const player = await registerPlayer(app, db())
    const started = await call(app, 'POST', '/Member/startTwoFactor', {}, { token: player.token })
    const { secret, uri } = started.body as { secret: string; uri: string }
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
    const confirmed = await call(app, 'POST', '/Member/confirmTwoFactor', { code: code(secret) }, { token: player.token })
    expect(confirmed.status).toBe(200)
    clock.advance(90_000)
    return { ...player, secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes }
  }

  it('logs in with the password alone while two-factor login is off', async () => {
    const player = await registerPlayer(app, db())
    expect((await passwordLogin(player.username)).status).toBe(200)
    expect((await call(app, 'GET', '/Member/getTwoFactor', undefined, { token: player.token })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 })
  })

  it('turns on only with a code of the shown secret, and gives ten recovery codes once', async () => {
    const player = await registerPlayer(app, db())
    const { secret } = (await call(app, 'POST', '/Member/startTwoFactor', {}, { token: player.token })).body as { secret: string }
    const wrong = await call(app, 'POST', '/Member/confirmTwoFactor', { code: code(secret, 5) }, { token: player.token })
    expect(wrong).toMatchObject({ status: 400, body: { errorMessage: 'wrong_code', errorValues: { field: 'code' } } })
    const confirmed = await call(app, 'POST', '/Member/confirmTwoFactor', { code: code(secret) }, { token: player.token })
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] }
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await call(app, 'GET', '/Member/getTwoFactor', undefined, { token: player.token })).body).toEqual({ enabled: true, recoveryCodesLeft: 10 })
    // Stored as digests only.
    const stored = await db().selectFrom('member_recovery_codes').select('code_hash').where('member_id', '=', player.memberId).execute()
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0])
    expect((await call(app, 'POST', '/Member/startTwoFactor', {}, { token: player.token })).body).toMatchObject({ errorMessage: 'two_factor_already_on' })
  })

  it('asks for a code after the password, accepts one step either side, and each code once', async () => {
    const player = await withTwoFactor()
    const asked = await passwordLogin(player.username)
    expect(asked).toMatchObject({ status: 401, body: { errorMessage: 'two_factor_required' } })
    const challenge = challengeOf(asked)
    expect((await codeLogin(challenge, code(player.secret, 2))).body).toMatchObject({ errorMessage: 'wrong_code' })
    expect((await codeLogin(challenge, code(player.secret, -2))).body).toMatchObject({ errorMessage: 'wrong_code' })
    const previous = code(player.secret, -1)
    const loggedIn = await codeLogin(challenge, previous)
    expect(loggedIn.status).toBe(200)
    expect((loggedIn.body as { token: string }).token).toBeTruthy()
    // The challenge is spent with the login, and the code with it.
    expect((await codeLogin(challenge, code(player.secret))).body).toMatchObject({ errorMessage: 'login_step_expired' })
    const again = challengeOf(await passwordLogin(player.username))
    expect((await codeLogin(again, previous)).body).toMatchObject({ errorMessage: 'code_already_used' })
    // A later step's code still passes: one step ahead is inside the window.
    expect((await codeLogin(again, code(player.secret, 1))).status).toBe(200)
  })

  it('lets a challenge expire after five minutes', async () => {
    const player = await withTwoFactor()
    const challenge = challengeOf(await passwordLogin(player.username))
    clock.advance(5 * 60_000 + 1)
    expect(await codeLogin(challenge, code(player.secret))).toMatchObject({ status: 400, body: { errorMessage: 'login_step_expired' } })
  })

  it('accepts each recovery code once', async () => {
    const player = await withTwoFactor()
    const recovery = player.recoveryCodes[3]!
    expect((await codeLogin(challengeOf(await passwordLogin(player.username)), recovery.toUpperCase())).status).toBe(200)
    expect((await codeLogin(challengeOf(await passwordLogin(player.username)), recovery)).body).toMatchObject({ errorMessage: 'code_already_used' })
    expect((await call(app, 'GET', '/Member/getTwoFactor', undefined, { token: player.token })).body).toEqual({ enabled: true, recoveryCodesLeft: 9 })
  })

  it('never checks more codes than the login budget when twenty wrong ones arrive at once', async () => {
    const player = await withTwoFactor()
    const challenge = challengeOf(await passwordLogin(player.username))
    const right = code(player.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const answers = await Promise.all(Array.from({ length: 20 }, () => codeLogin(challenge, wrong)))
    // Ten wrong codes fill the budget the password shares; the other ten are refused unchecked.
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(400), ...Array(10).fill(429)])
    const failures = await db().selectFrom('login_failures').select('id').where('username_key', '=', player.username.toLowerCase()).execute()
    expect(failures.length).toBe(10)
    // The right code is refused now too: it is not checked at all.
    expect(await codeLogin(challenge, right)).toMatchObject({ status: 429, body: { errorMessage: 'too_many_attempts' } })
  })

  it('asks for a code before a password change and a withdrawal, and to turn it off', async () => {
    const player = await withTwoFactor()
    const change = (body: object) => call(app, 'PUT', '/Member/editPassword', { oldPassword: 'Secret123', newPassword: 'Secret456', confirmPassword: 'Secret456', ...body }, { token: player.token })
    expect((await change({})).body).toEqual({ errorMessage: 'field_required', errorValues: { field: 'code' } })
    expect((await change({ code: code(player.secret, 3) })).body).toMatchObject({ errorMessage: 'wrong_code' })
    expect((await change({ code: code(player.secret) })).status).toBe(200)
    const withdraw = (body: object) =>
      call(app, 'POST', '/MemberWithdrawal/submitWithdrawalV2', { amount: 5_000, destination: { kind: 'crypto', network: 'TRC20', address: 'TQ3xGmJ7dH1s9kWpYb2nRf4cLzVe6uA8oN' }, password: 'Secret456', ...body }, {
        token: player.token,
        headers: { 'idempotency-key': crypto.randomUUID() },
      })
    expect((await withdraw({})).body).toEqual({ errorMessage: 'field_required', errorValues: { field: 'code' } })
    clock.advance(30_000)
    expect((await call(app, 'POST', '/Member/disableTwoFactor', { code: code(player.secret, 3) }, { token: player.token })).body).toMatchObject({ errorMessage: 'wrong_code' })
    expect((await call(app, 'POST', '/Member/disableTwoFactor', { code: code(player.secret) }, { token: player.token })).body).toEqual({ enabled: false })
    expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Secret456' }, { ip: nextIp() })).status).toBe(200)
  })

  describe('sessions and devices', () => {
    const launch = async (token: string) => {
      const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token, headers: { lang: 'en' } })).body as { kind: string; url: string }
      expect(launched.kind).toBe('play')
      return new URL(launched.url, 'http://site').hash.slice(1)
    }
    const spin = (gameToken: string) => call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 100 }, { headers: { 'game-session': gameToken } })

    it('lists the live sessions with device, browser and address, the current one marked', async () => {
      const player = await registerPlayer(app, db())
      const phone = (await passwordLogin(player.username, PHONE, '10.200.0.7')).body as { token: string }
      const listed = (await call(app, 'GET', '/Member/getSessions', undefined, { token: phone.token })).body as { sessions: Array<Record<string, unknown>> }
      expect(listed.sessions).toHaveLength(2)
      expect(listed.sessions.find((session) => session.current)).toMatchObject({ device: 'iPhone', browser: 'Safari', ip: '10.200.0.7' })
      expect(listed.sessions.filter((session) => session.current)).toHaveLength(1)
    })

    it('signs out other devices: their sessions and their game sessions end, this one goes on', async () => {
      const player = await registerPlayer(app, db(), { seamless: true, balance: 1_000 })
      const other = ((await passwordLogin(player.username, PHONE)).body as { token: string }).token
      const otherGame = await launch(other)
      const ownGame = await launch(player.token)
      expect((await spin(otherGame)).status).toBe(200)
      const signedOut = await call(app, 'POST', '/Member/signOutOtherDevices', {}, { token: player.token })
      expect(signedOut).toMatchObject({ status: 200, body: { revokedSessions: 1 } })
      expect((await call(app, 'GET', '/Member/checkToken', undefined, { token: other })).status).toBe(401)
      expect(await spin(otherGame)).toMatchObject({ status: 401, body: { errorMessage: 'game_session_invalid' } })
      expect((await spin(ownGame)).status).toBe(200)
      const listed = (await call(app, 'GET', '/Member/getSessions', undefined, { token: player.token })).body as { sessions: unknown[] }
      expect(listed.sessions).toHaveLength(1)
    })

    it('ends the other sessions and their game sessions with a password change', async () => {
      const player = await registerPlayer(app, db(), { seamless: true, balance: 1_000 })
      const other = ((await passwordLogin(player.username)).body as { token: string }).token
      const otherGame = await launch(other)
      const changed = await call(app, 'PUT', '/Member/editPassword', { oldPassword: 'Secret123', newPassword: 'Secret789', confirmPassword: 'Secret789' }, { token: player.token })
      expect(changed).toMatchObject({ status: 200, body: { revokedSessions: 1 } })
      expect((await call(app, 'GET', '/Member/checkToken', undefined, { token: other })).status).toBe(401)
      expect((await spin(otherGame)).status).toBe(401)
    })

    it('keeps a login history with failures, newest first, paged', async () => {
      const player = await registerPlayer(app, db())
      clock.advance(1_000)
      expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Wrong1234' }, { ip: '10.201.0.1', headers: { 'user-agent': PHONE } })).status).toBe(401)
      clock.advance(1_000)
      expect((await passwordLogin(player.username, DESKTOP, '10.201.0.2')).status).toBe(200)
      const page = (n: number) => call(app, 'POST', '/Member/getLoginHistory', { page: n, pageSize: 1 }, { token: player.token })
      expect((await page(1)).body).toMatchObject({ total: 2, records: [{ ip: '10.201.0.2', device: 'Windows', browser: 'Chrome', success: true }] })
      expect((await page(2)).body).toMatchObject({ total: 2, records: [{ ip: '10.201.0.1', device: 'iPhone', browser: 'Safari', success: false }] })
    })
  })
})

describe('user agents', () => {
  it('names the device and browser families a member recognises', () => {
    expect(parseUserAgent(PHONE)).toEqual({ device: 'iPhone', browser: 'Safari' })
    expect(parseUserAgent(DESKTOP)).toEqual({ device: 'Windows', browser: 'Chrome' })
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0')).toEqual({ device: 'Android', browser: 'Edge' })
    expect(parseUserAgent(null)).toEqual({ device: '', browser: '' })
  })
})
