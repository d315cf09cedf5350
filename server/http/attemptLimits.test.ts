// Issue 17: every limit on guesses and on what one address may do holds when the attempts arrive at
// once. PGlite runs them one after another; on PostgreSQL they really race, which is the case that
// matters. Each burst comes from fresh addresses unless a test is about one address.
import { beforeAll, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { readConfig } from '../config'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, nextIp, uniqueUsername, type TestApp } from '../test/harness'
import { registerPlayer } from '../test/players'
import { attemptPassword } from '../members/loginThrottle'

const TRC20 = 'TQ3xGmJ7dH1s9kWpYb2nRf4cLzVe6uA8oN'
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort()
const times = (count: number, status: number) => Array.from({ length: count }, () => status)

describeDatabases('attempt limits under concurrency', (target: DatabaseTarget) => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp(target.database, { withdrawalReviewSeconds: 0, registrationsPerAddress: 10 })
  })
  const db = () => target.database.db
  const failuresOf = async (username: string) =>
    (await db().selectFrom('login_failures').select('id').where('username_key', '=', username.toLowerCase()).execute()).length

  it('checks no more than ten withdrawal passwords when thirty wrong ones arrive at once, and moves nothing', async () => {
    const player = await registerPlayer(test.app, db(), { balance: 50_000 })
    const withdraw = (password: string) =>
      call(test.app, 'POST', '/MemberWithdrawal/submitWithdrawalV2', { amount: 5_000, destination: { kind: 'crypto', network: 'TRC20', address: TRC20 }, password }, {
        token: player.token,
        ip: nextIp(),
        headers: { 'idempotency-key': crypto.randomUUID() },
      })
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw('Wrong1234')))
    expect(statuses(answers)).toEqual([...times(10, 400), ...times(20, 429)])
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ errorMessage: 'wrong_password', errorValues: { field: 'password' } })
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } })
    expect(await failuresOf(player.username)).toBe(10)
    // The right password is refused too now: it is not checked at all.
    expect((await withdraw('Secret123')).status).toBe(429)
    expect((await memberAccount(db(), player.memberId, 'main')).balance).toBe(50_000)
  })

  it('checks no more than ten passwords for the receiving account when twenty wrong ones arrive at once', async () => {
    const player = await registerPlayer(test.app, db())
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(test.app, 'POST', '/Deposit/memberPasswordGetBankInfo', { password: 'Wrong1234' }, { token: player.token, ip: nextIp() })),
    )
    expect(statuses(answers)).toEqual([...times(10, 400), ...times(10, 429)])
    expect(await failuresOf(player.username)).toBe(10)
  })

  it('compares no more than five guesses with a reset code when thirty wrong ones arrive at once', async () => {
    const player = await registerPlayer(test.app, db())
    expect((await call(test.app, 'POST', '/Member/sendForgotPasswordCode', { username: player.username }, { ip: nextIp() })).status).toBe(200)
    const code = test.notices.at(-1)!.code
    const confirm = (guess: string) =>
      call(test.app, 'PUT', '/Member/editForgotPassword', { username: player.username, code: guess, newPassword: 'Reset1234', confirmPassword: 'Reset1234' }, { ip: nextIp() })
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirm(code === '000000' ? '111111' : '000000')))
    expect(answers.every((answer) => answer.status === 400 && answer.body?.errorMessage === 'invalid_reset_code')).toBe(true)
    const row = await db().selectFrom('password_reset_codes').select('attempts').where('member_id', '=', player.memberId).executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    // Spent by the guesses: the right code no longer resets the password.
    expect((await confirm(code)).status).toBe(400)
  })

  it('issues no more than three reset codes to one member when ten requests arrive at once', async () => {
    const player = await registerPlayer(test.app, db())
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(test.app, 'POST', '/Member/sendForgotPasswordCode', { username: player.username }, { ip: nextIp() })))
    expect(statuses(answers)).toEqual(times(10, 200))
    expect(await db().selectFrom('password_reset_codes').select('id').where('member_id', '=', player.memberId).execute()).toHaveLength(3)
  })

  it('lets one address register as many members an hour as its budget (ten here), however many it sends at once', async () => {
    const ip = nextIp()
    const apply = () => call(test.app, 'POST', '/Member/simplyApply', { username: uniqueUsername('burst'), password: 'Secret123', agreement: true }, { ip })
    const answers = await Promise.all(Array.from({ length: 15 }, apply))
    expect(statuses(answers)).toEqual([...times(10, 200), ...times(5, 429)])
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 60 } })
    const created = answers.filter((answer) => answer.status === 200).length
    expect(created).toBe(10)
    test.clock.advance(45 * 60_000)
    expect((await apply()).body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } })
    test.clock.advance(15 * 60_000)
    expect((await apply()).status).toBe(200)
  })

  it('limits reset codes asked for and confirmed from one address, whatever the usernames', async () => {
    const ip = nextIp()
    const asked = await Promise.all(Array.from({ length: 12 }, () => call(test.app, 'POST', '/Member/sendForgotPasswordCode', { username: uniqueUsername('nobody') }, { ip })))
    expect(statuses(asked)).toEqual([...times(10, 200), ...times(2, 429)])
    const guess = () => call(test.app, 'PUT', '/Member/editForgotPassword', { username: uniqueUsername('nobody'), code: '123456', newPassword: 'Reset1234', confirmPassword: 'Reset1234' }, { ip })
    const confirmed = await Promise.all(Array.from({ length: 25 }, guess))
    expect(statuses(confirmed)).toEqual([...times(20, 400), ...times(5, 429)])
    expect(confirmed.find((answer) => answer.status === 429)?.body).toEqual({ errorMessage: 'too_many_attempts', errorValues: { minutes: 60 } })
  })

  // Issue 29: the argon2 check ran inside the throttle's transaction, which on PGlite holds the only
  // connection, so eight wrong logins at once held every other request behind them. A query made
  // while the password is checked would wait for that transaction forever on PGlite; it is answered.
  it('checks the password outside the transaction that decides and records the attempt', async () => {
    const { username } = await registerPlayer(test.app, db())
    const attempt = { now: new Date(), usernameKey: username.toLowerCase(), ip: nextIp(), deviceId: undefined }
    const answered = await attemptPassword(db(), attempt, async () => {
      const read = db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirst()
      const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 2_000).unref())
      return (await Promise.race([read, stuck])) === 'stuck' ? 'stuck' : null
    })
    expect(answered).toEqual({ outcome: 'failed' })
    expect(await failuresOf(username)).toBe(1)
  })

  it('keeps the registration limit a real one unless configured otherwise', () => {
    expect(readConfig({}).registrationsPerAddress).toBe(50)
    expect(readConfig({ REGISTRATIONS_PER_ADDRESS: '500' }).registrationsPerAddress).toBe(500)
    expect(() => readConfig({ REGISTRATIONS_PER_ADDRESS: '0' })).toThrow()
  })
})
