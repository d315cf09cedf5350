import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../http/auth'
import { ApiError } from '../http/errors'
import { createRequest, transitionRequest } from '../requests/memberRequests'
import { openWithdrawal } from '../withdrawals/withdrawals'
import { assertDepositAllowed, setDepositLimits } from '../responsibleGaming/limits'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call, login, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'

const ADMIN = 'rg-admin-token'
const HOUR = 3_600_000

describeDatabases('responsible gaming', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let config: Config
  let slotGameId: number
  beforeAll(async () => {
    ;({ app, clock, config } = await buildTestApp(target.database, { adminToken: ADMIN }))
    slotGameId = await firstGameIn(db(), 'slots/pragmatic')
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const settings = async (player: Player) => (await call(app, 'GET', '/ResponsibleGaming/getSettings', undefined, { token: player.token })).body as Record<string, unknown>
  const setLimits = (player: Player, limits: object) => call(app, 'POST', '/ResponsibleGaming/setDepositLimits', limits, { token: player.token })
  const fileDeposit = (memberId: number, amount: number) =>
    db().transaction().execute(async (trx) => {
      const at = clock.now()
      await assertDepositAllowed(trx, { memberId, amountMinor: amount, at })
      return createRequest(trx, { kind: 'deposit', memberId, status: 'awaiting_payment', amount, at })
    })
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ApiError ? error.body : Promise.reject(error)))

  describe('deposit limits', () => {
    it('applies a decrease at once, a raise or removal only 24 hours later, and asks for a review after six months', async () => {
      const player = await registerPlayer(app, db())
      expect(await settings(player)).toMatchObject({ limits: { day: null, week: null, month: null }, remaining: null, pending: null, realityCheckMinutes: null })

      expect((await setLimits(player, { day: 50_000, week: null, month: 200_000 })).status).toBe(200)
      const set = await settings(player)
      expect(set).toMatchObject({ limits: { day: 50_000, week: null, month: 200_000 }, pending: null, remaining: 50_000 })
      expect(set.reviewDueAt).toBe(new Date(new Date(clock.now()).setUTCMonth(clock.now().getUTCMonth() + 6)).toISOString())

      // Lower the day at once; raise the month and remove the day: both wait.
      await setLimits(player, { day: 20_000, week: null, month: 200_000 })
      expect(await settings(player)).toMatchObject({ limits: { day: 20_000 }, pending: null })
      const raised = (await setLimits(player, { day: null, week: 100_000, month: 300_000 })).body as Record<string, unknown>
      const from = new Date(clock.now().getTime() + 24 * HOUR).toISOString()
      expect(raised).toMatchObject({ limits: { day: 20_000, week: 100_000, month: 200_000 }, pending: { limits: { day: null, week: 100_000, month: 300_000 }, from } })

      await fileDeposit(player.memberId, 15_000)
      expect(await refusal(fileDeposit(player.memberId, 5_001))).toEqual({
        errorMessage: 'deposit_limit_reached',
        errorValues: { remaining: 5_000, resetsAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString() },
      })

      clock.advance(24 * HOUR - 1)
      // A day later the first token has expired; the member logs in again.
      player.token = (await login(app, player.username, 'Secret123')).token
      expect(await settings(player)).toMatchObject({ limits: { day: 20_000 }, remaining: 5_000 })
      clock.advance(1)
      expect(await settings(player)).toMatchObject({ limits: { day: null, week: 100_000, month: 300_000 }, pending: null, remaining: 85_000 })
      await fileDeposit(player.memberId, 85_000)
      expect((await refusal(fileDeposit(player.memberId, 1)))?.errorMessage).toBe('deposit_limit_reached')
    })

    it('counts orders awaiting payment, submitted or approved, not rejected or cancelled ones', async () => {
      const player = await registerPlayer(app, db())
      await setLimits(player, { day: 10_000, week: null, month: null })
      await db().transaction().execute((trx) => createRequest(trx, { kind: 'deposit', memberId: player.memberId, status: 'submitted', amount: 4_000, at: clock.now() }))
      await db().transaction().execute(async (trx) => {
        const order = await createRequest(trx, { kind: 'deposit', memberId: player.memberId, status: 'awaiting_payment', amount: 9_000, at: clock.now() })
        await transitionRequest(trx, order.id, { to: 'cancelled', at: clock.now() })
      })
      expect(await settings(player)).toMatchObject({ remaining: 6_000 })
    })

    it('refuses limits that are not whole positive amounts, keeping the ones in force', async () => {
      const player = await registerPlayer(app, db())
      await setLimits(player, { day: 10_000, week: null, month: null })
      const bad = await setLimits(player, { day: -5, week: null, month: null })
      expect(bad.status).toBe(400)
      expect((bad.body as { errorMessage: string }).errorMessage).toMatch(/^field_/)
      expect(await settings(player)).toMatchObject({ limits: { day: 10_000 } })
    })

    it('never lets concurrent deposits file more than the limit', { timeout: 60_000 }, async () => {
      const player = await registerPlayer(app, db())
      await setLimits(player, { day: 100_000, week: null, month: null })
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => fileDeposit(player.memberId, 15_000)))
      const filed = await db().selectFrom('member_requests').select('amount').where('member_id', '=', player.memberId).where('kind', '=', 'deposit').execute()
      const sum = filed.reduce((total, row) => total + row.amount, 0)
      expect(sum).toBeLessThanOrEqual(100_000)
      expect(filed).toHaveLength(6)
      const refused = results.filter((result) => result.status === 'rejected').map((result) => (result.reason as ApiError).code)
      expect(refused).toEqual(Array(14).fill('deposit_limit_reached'))
    })
  })

  it('stores the reality-check interval (off by default) and sums the session for it', async () => {
    const player = await registerPlayer(app, db())
    const set = await call(app, 'POST', '/ResponsibleGaming/setRealityCheck', { minutes: 30 }, { token: player.token })
    expect(set.body).toMatchObject({ realityCheckMinutes: 30 })
    expect((await call(app, 'POST', '/ResponsibleGaming/setRealityCheck', { minutes: 20 }, { token: player.token })).status).toBe(400)
    await call(app, 'POST', '/ResponsibleGaming/setRealityCheck', { minutes: 0 }, { token: player.token })
    expect(await settings(player)).toMatchObject({ realityCheckMinutes: null })
    const summary = (await call(app, 'GET', '/ResponsibleGaming/getSessionSummary', undefined, { token: player.token })).body
    expect(summary).toMatchObject({ netResult: 0 })
  })

  describe('time-out and self-exclusion', () => {
    it('ends every session and refuses login, deposits, transfers in, launches and rounds until it ends; nothing lifts it', async () => {
      const player = await registerPlayer(app, db(), { balance: 50_000 })
      expect((await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 20_000 }, player.token)).status).toBe(200)
      const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token: player.token })).body as { url: string }
      const gameToken = new URL(launched.url, 'http://site').hash.slice(1)
      const other = await login(app, player.username, 'Secret123')

      const started = await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'time_out', period: '7d' }, { token: player.token })
      const until = new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString()
      expect(started.body).toEqual({ kind: 'time_out', until })

      // Every token of theirs stops working.
      expect((await call(app, 'GET', '/ResponsibleGaming/getSettings', undefined, { token: player.token })).status).toBe(401)
      expect((await call(app, 'GET', '/ResponsibleGaming/getSettings', undefined, { token: other.token })).status).toBe(401)
      const refusedLogin = await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Secret123' })
      expect(refusedLogin.status).toBe(403)
      expect(refusedLogin.body).toEqual({ errorMessage: 'account_excluded', errorValues: { until } })
      // A wrong password does not learn of the exclusion.
      expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Wrong1234' })).status).toBe(401)

      expect(await refusal(fileDeposit(player.memberId, 1_000))).toEqual({ errorMessage: 'account_excluded', errorValues: { until } })
      const round = await call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 100 }, { headers: { 'game-session': gameToken } })
      expect(round.status).toBe(401)

      // A token issued past the login check (as a race with the exclusion could) still meets the refusal on money.
      const grant = await issueToken(db(), config, player.memberId, undefined)
      const sneaky = { ...player, token: grant.token }
      expect((await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 1_000 }, sneaky.token)).body).toEqual({ errorMessage: 'account_excluded', errorValues: { until } })
      expect((await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token: sneaky.token })).body).toEqual({ errorMessage: 'account_excluded', errorValues: { until } })
      // Money may still come back out of the game.
      expect((await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'out', amount: 20_000 }, sneaky.token)).status).toBe(200)
      // A shorter exclusion cannot replace the longer one.
      const shorter = await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'time_out', period: '24h' }, { token: sneaky.token })
      expect(shorter.body).toEqual({ kind: 'time_out', until })
      // Changing limits does not lift it either.
      await db().transaction().execute((trx) => setDepositLimits(trx, player.memberId, { day: null, week: null, month: null }, clock.now()))

      clock.advance(7 * 24 * HOUR - 1)
      expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Secret123' })).status).toBe(403)
      clock.advance(1)
      expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Secret123' })).status).toBe(200)
    })

    it('refuses a round inside its transaction when the exclusion began while the game page was open', async () => {
      const player = await registerPlayer(app, db(), { balance: 10_000, seamless: true })
      const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token: player.token })).body as { url: string }
      const gameToken = new URL(launched.url, 'http://site').hash.slice(1)
      // The exclusion row written directly, leaving the game session open: only the round's own check stands.
      await db().insertInto('responsible_gaming').values({ member_id: player.memberId, excluded_kind: 'time_out', excluded_until: new Date(clock.now().getTime() + HOUR), updated_at: clock.now() }).execute()
      const round = await call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 100 }, { headers: { 'game-session': gameToken } })
      expect(round.status).toBe(403)
      expect(round.body).toEqual({ errorMessage: 'account_excluded', errorValues: {} })
      expect(await db().selectFrom('bets').select('id').where('member_id', '=', player.memberId).execute()).toEqual([])
    })

    it('sets self-exclusion by calendar months and years', async () => {
      const player = await registerPlayer(app, db())
      const started = (await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'self_exclusion', period: '6m' }, { token: player.token })).body as { until: string }
      const expected = new Date(clock.now())
      expected.setUTCMonth(expected.getUTCMonth() + 6)
      expect(started.until).toBe(expected.toISOString())
      expect((await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'self_exclusion', period: '24h' }, { token: player.token })).status).toBe(401)
    })

    it('still pays a withdrawal that was pending when the member excluded themselves', async () => {
      const player = await registerPlayer(app, db(), { balance: 30_000 })
      const withdrawal = await db().transaction().execute((trx) => openWithdrawal(trx, { memberId: player.memberId, amount: 10_000, details: { card: 'KB' }, at: clock.now() }))
      await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'self_exclusion', period: '1y' }, { token: player.token })
      const paid = await app.inject({ method: 'POST', url: `/api/admin/withdrawals/${withdrawal.id}/decision`, headers: { 'admin-token': ADMIN }, payload: { decision: 'approve' } })
      expect(paid.statusCode).toBe(200)
      const row = await db().selectFrom('member_requests').select('status').where('id', '=', withdrawal.id).executeTakeFirstOrThrow()
      expect(row.status).toBe('paid')
    })
  })
})
