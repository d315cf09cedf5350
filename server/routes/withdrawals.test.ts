import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { requireTurnover } from '../wallet/turnover'
import { buildApp } from '../app'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { addCard, keyed, registerPlayer, type Player } from '../test/players'
import type { Config } from '../config'

const ADMIN = 'withdrawal-test-token'
const PASSWORD = 'Secret123'
const TRC20 = 'TQ3xGmJ7dH1s9kWpYb2nRf4cLzVe6uA8oN'

interface Record {
  id: number
  reference: string
  amount: number
  status: string
  reason: string | null
  destination: string
}

describeDatabases('withdrawals', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let config: Config
  beforeAll(async () => {
    ;({ app, clock, config } = await buildTestApp(target.database, { adminToken: ADMIN, withdrawalReviewSeconds: 0 }))
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  /** A member with `balance` in main and one card, verified unless said otherwise. */
  async function member(balance: number, { verified = true } = {}): Promise<Player & { cardId: number }> {
    const player = await registerPlayer(app, db(), { balance })
    return { ...player, cardId: await addCard(db(), player, clock.now(), { verified }) }
  }
  const withdraw = (player: Player, body: object, key?: string) => keyed(app, '/MemberWithdrawal/submitWithdrawalV2', body, player.token, key)
  const toCard = (player: Player & { cardId: number }, amount: unknown, password = PASSWORD) => ({ amount, destination: { kind: 'card', cardId: player.cardId }, password })
  const main = async (player: Player) => (await memberAccount(db(), player.memberId, 'main')).balance
  const hold = async (player: Player) => (await memberAccount(db(), player.memberId, 'hold')).balance
  const info = async (player: Player) => (await call(app, 'GET', '/MemberWithdrawal/getMemberWithdrawalInfoV2', undefined, { token: player.token })).body as Record & { [k: string]: unknown }
  const history = async (player: Player) =>
    (await call(app, 'POST', '/MemberWithdrawal/getMemberWithdrawalInfo', { page: 1, pageSize: 50 }, { token: player.token })).body as { withdrawals: Record[]; total: number }
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/decision`, headers: { 'admin-token': ADMIN }, payload: { decision, ...(reason ? { reason } : {}) } })
  const withdrawalCount = async (player: Player) =>
    Number((await db().selectFrom('member_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', player.memberId).where('kind', '=', 'withdrawal').executeTakeFirstOrThrow()).n)

  it('answers the figures: withdrawable is the balance less the turnover still required, with the limits and destinations', async () => {
    const player = await member(50_000)
    await db().transaction().execute((trx) => requireTurnover(trx, player.memberId, 20_000, clock.now()))
    expect(await info(player)).toMatchObject({
      balance: 50_000, held: 0, turnoverRequired: 20_000, turnoverWagered: 0, withdrawable: 30_000,
      minimum: 1_000, maximum: 500_000, fee: 0, dailyCount: 3, remainingToday: 3,
      cards: [{ id: player.cardId, label: 'KB Kookmin Bank •••• 4567' }],
      networks: [{ code: 'TRC20', minimum: 1_000 }, { code: 'ERC20', minimum: 5_000 }],
      cardPending: false,
    })
    const filed = await withdraw(player, toCard(player, 30_000))
    expect(filed.status).toBe(200)
    expect(await info(player)).toMatchObject({ balance: 20_000, held: 30_000, withdrawable: 0, remainingToday: 2 })
  })

  it('holds the amount at once; the operator pays it (hold settled) or rejects it with a reason (hold released)', async () => {
    const player = await member(100_000)
    const first = (await withdraw(player, toCard(player, 30_000))).body as unknown as Record
    expect(first).toMatchObject({ amount: 30_000, status: 'pending', reason: null, destination: 'KB Kookmin Bank •••• 4567' })
    expect(first.reference).toMatch(/^W-\d{8}-\d{6,}$/)
    expect([await main(player), await hold(player)]).toEqual([70_000, 30_000])
    expect((await decide(first.id, 'approve')).statusCode).toBe(200)
    expect([await main(player), await hold(player)]).toEqual([70_000, 0])

    const second = (await withdraw(player, toCard(player, 20_000))).body as unknown as Record
    expect((await decide(second.id, 'reject', 'not_a_reason')).statusCode).toBe(400)
    expect((await decide(second.id, 'reject', 'account_details_invalid')).statusCode).toBe(200)
    expect([await main(player), await hold(player)]).toEqual([70_000, 0])
    expect((await decide(second.id, 'approve')).statusCode).toBe(409)

    const listed = await history(player)
    expect(listed.total).toBe(2)
    expect(listed.withdrawals.map((w) => [w.reference, w.status, w.reason])).toEqual([
      [second.reference, 'rejected', 'account_details_invalid'],
      [first.reference, 'paid', null],
    ])
  })

  it.each([
    ['0', 0, 'field_too_small'],
    ['-5', -5, 'field_too_small'],
    ['1e3 as text', '1e3', 'field_invalid'],
    ['10.005', 10.005, 'field_invalid'],
    ['abc', 'abc', 'field_invalid'],
  ])('refuses the amount %s and moves nothing', async (_label, amount, code) => {
    const player = await member(50_000)
    const response = await withdraw(player, toCard(player, amount))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ errorMessage: code, errorValues: { field: 'amount' } })
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([50_000, 0, 0])
  })

  it('refuses below the minimum, above the maximum and above what is withdrawable, and moves nothing', async () => {
    const player = await member(600_000)
    await db().transaction().execute((trx) => requireTurnover(trx, player.memberId, 590_000, clock.now()))
    expect((await withdraw(player, toCard(player, 999))).body).toMatchObject({ errorMessage: 'withdrawal_below_minimum', errorValues: { field: 'amount', min: 1_000 } })
    expect((await withdraw(player, toCard(player, 500_001))).body).toMatchObject({ errorMessage: 'withdrawal_above_maximum', errorValues: { field: 'amount', max: 500_000 } })
    expect((await withdraw(player, toCard(player, 10_001))).body).toMatchObject({ errorMessage: 'withdrawal_above_withdrawable', errorValues: { field: 'amount' } })
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([600_000, 0, 0])
    expect((await withdraw(player, toCard(player, 10_000))).status).toBe(200)
  })

  it('allows three withdrawals a day; a rejected one gives its turn back, and the next day starts again', async () => {
    const player = await member(100_000)
    const filed = []
    for (let i = 0; i < 3; i += 1) filed.push(((await withdraw(player, toCard(player, 1_000))).body as unknown as Record).id)
    const fourth = await withdraw(player, toCard(player, 1_000))
    expect(fourth.status).toBe(409)
    expect(fourth.body).toMatchObject({ errorMessage: 'withdrawal_daily_limit', errorValues: { count: 3 } })
    await decide(filed[0]!, 'reject', 'security_review')
    expect((await withdraw(player, toCard(player, 1_000))).status).toBe(200)
    expect((await withdraw(player, toCard(player, 1_000))).status).toBe(409)
    clock.advance(24 * 3_600_000)
    // A day later the session has idled out: the member signs in again.
    const tomorrow = { ...player, token: (await login(app, player.username, PASSWORD)).token }
    expect((await info(tomorrow)).remainingToday).toBe(3)
    expect((await withdraw(tomorrow, toCard(player, 1_000))).status).toBe(200)
  })

  it('refuses a wrong password, counts it as a failed login, and throttles after ten', async () => {
    const player = await member(50_000)
    const wrong = await withdraw(player, toCard(player, 5_000, 'Wrong1234'))
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ errorMessage: 'wrong_password', errorValues: { field: 'password' } })
    expect(await db().selectFrom('login_failures').select('ip').where('username_key', '=', player.username.toLowerCase()).execute()).toHaveLength(1)
    for (let i = 0; i < 9; i += 1) await withdraw(player, toCard(player, 5_000, 'Wrong1234'))
    const throttled = await withdraw(player, toCard(player, 5_000))
    expect(throttled.status).toBe(429)
    expect(throttled.body).toMatchObject({ errorMessage: 'too_many_attempts' })
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([50_000, 0, 0])
    clock.advance(16 * 60_000)
    expect((await withdraw(player, toCard(player, 5_000))).status).toBe(200)
  })

  it("refuses an unverified card, another member's card and a bad crypto address; takes a valid one", async () => {
    const unverified = await member(50_000, { verified: false })
    expect((await info(unverified)).cardPending).toBe(true)
    expect((await withdraw(unverified, toCard(unverified, 5_000))).body).toMatchObject({ errorMessage: 'withdrawal_card_not_verified', errorValues: { field: 'destination' } })
    const other = await member(50_000)
    expect((await withdraw(unverified, { ...toCard(other, 5_000) })).body).toMatchObject({ errorMessage: 'withdrawal_card_not_verified' })
    const crypto = (network: string, address: string, amount = 5_000) => ({ amount, destination: { kind: 'crypto', network, address }, password: PASSWORD })
    expect((await withdraw(unverified, crypto('BTC', TRC20))).body).toMatchObject({ errorMessage: 'crypto_network_unknown', errorValues: { field: 'destination' } })
    expect((await withdraw(unverified, crypto('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7'))).body).toMatchObject({ errorMessage: 'crypto_address_invalid', errorValues: { field: 'destination' } })
    expect((await withdraw(unverified, crypto('ERC20', '0x12'))).body).toMatchObject({ errorMessage: 'crypto_address_invalid' })
    expect((await withdraw(unverified, crypto('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7', 4_999))).body).toMatchObject({ errorMessage: 'withdrawal_below_minimum', errorValues: { min: 5_000 } })
    expect([await main(unverified), await withdrawalCount(unverified)]).toEqual([50_000, 0])
    const sent = await withdraw(unverified, crypto('TRC20', TRC20))
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'pending', destination: 'TRC20 TQ3xGm…A8oN' })
  })

  it('answers a replay with the first result, refuses the key with another body, and needs a key', async () => {
    const player = await member(50_000)
    const key = crypto.randomUUID()
    const first = await withdraw(player, toCard(player, 5_000), key)
    const again = await withdraw(player, toCard(player, 5_000), key)
    expect(again.body).toEqual(first.body)
    expect(again.raw.headers['idempotent-replayed']).toBe('true')
    const reused = await withdraw(player, toCard(player, 6_000), key)
    expect(reused.status).toBe(422)
    expect(reused.body).toMatchObject({ errorMessage: 'idempotency_key_reused' })
    const keyless = await call(app, 'POST', '/MemberWithdrawal/submitWithdrawalV2', toCard(player, 5_000), { token: player.token })
    expect(keyless.status).toBe(400)
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([45_000, 5_000, 1])
  })

  it('lets the demo operator pay a withdrawal once its review time has passed', async () => {
    const reviewed = await buildTestApp(target.database, { withdrawalReviewSeconds: 30, now: clock.now })
    const player = await member(20_000)
    const filed = (await keyed(reviewed.app, '/MemberWithdrawal/submitWithdrawalV2', toCard(player, 8_000), player.token)).body as unknown as Record
    clock.advance(29_000)
    await reviewed.runDemoOperator()
    expect((await history(player)).withdrawals[0]).toMatchObject({ id: filed.id, status: 'pending' })
    clock.advance(1_000)
    await reviewed.runDemoOperator()
    expect((await history(player)).withdrawals[0]).toMatchObject({ id: filed.id, status: 'paid' })
    expect([await main(player), await hold(player)]).toEqual([12_000, 0])
    await reviewed.app.close()
  })

  it('after the answer was lost (a restart between the commit and the reply), the replay answers the one withdrawal', async () => {
    const player = await member(50_000)
    const key = crypto.randomUUID()
    // The first server committed the withdrawal and its hold, and its answer never reached the member.
    expect((await withdraw(player, toCard(player, 7_000), key)).status).toBe(200)
    const restartedDatabase = target.kind === 'postgres' ? await target.openAnother() : target.database
    const restarted = await buildApp({ database: restartedDatabase, config: { ...config }, notify: () => {}, logger: false })
    const replay = await restarted.inject({
      method: 'POST', url: '/api/MemberWithdrawal/submitWithdrawalV2', payload: toCard(player, 7_000),
      headers: { authorization: player.token, 'idempotency-key': key },
    })
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect((await history(player)).withdrawals).toEqual([replay.json()])
    expect([await main(player), await hold(player)]).toEqual([43_000, 7_000])
    await restarted.close()
  })

  it('lets 50 concurrent withdrawals race for one balance: never below zero, every hold matched by its request', async () => {
    const player = await member(10_000)
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(player, toCard(player, 4_000))))
    const ok = answers.filter((a) => a.status === 200)
    expect(ok).toHaveLength(2)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body?.errorMessage === 'withdrawal_above_withdrawable')).toBe(true)
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([2_000, 8_000, 2])
    const held = await db().selectFrom('member_requests').select((eb) => eb.fn.sum<number>('held').as('held')).where('member_id', '=', player.memberId).executeTakeFirstOrThrow()
    expect(Number(held.held)).toBe(8_000)
  }, 120_000)

  it('files one withdrawal and one hold for the same key sent 20 times at once', async () => {
    const player = await member(50_000)
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, toCard(player, 5_000), key)))
    const ok = answers.filter((a) => a.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(new Set(ok.map((a) => JSON.stringify(a.body))).size).toBe(1)
    // A repeat that arrives while the first is still running is told so, and the client retries it.
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body?.errorMessage === 'request_in_progress')).toBe(true)
    expect([await main(player), await hold(player), await withdrawalCount(player)]).toEqual([45_000, 5_000, 1])
    const replay = await withdraw(player, toCard(player, 5_000), key)
    expect(replay.body).toEqual(ok[0]!.body)
  }, 60_000)
})
