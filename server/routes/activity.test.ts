import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DrawResult, LuckyDraw, SignInList } from '../../src/shared/calls/activity'
import { grantTickets, ticketsHeld } from '../activity/tickets'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { DEMO_TICKETS } from '../activity/seedEngagement'
import type { DB } from '../db/schema'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, registerMember, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { turnoverRemaining } from '../wallet/turnover'

const DAY_MS = 86_400_000

describeDatabases('daily sign-in and lucky draws', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let db: Kysely<DB>
  beforeAll(async () => {
    // Tests move the clock by days; sessions must outlive that.
    ;({ app, clock } = await buildTestApp(target.database, { operatorTimeZone: 'Asia/Seoul', tokenIdleMinutes: 365 * 24 * 60, tokenTtlHours: 365 * 24 }))
    db = target.database.db
  })
  afterEach(() => expectLedgerSound(db))

  const key = () => ({ 'idempotency-key': crypto.randomUUID() })
  const signIn = (token: string, headers: Record<string, string> = key()) => call(app, 'POST', '/Activity/memberSignIn', {}, { token, headers })
  const signInList = async (token: string) => (await call(app, 'GET', '/Activity/memberSignInList', undefined, { token })).body as unknown as SignInList
  const draw = (token: string, drawId: number, headers: Record<string, string> = key()) => call(app, 'POST', '/Activity/luckyDraw', { drawId }, { token, headers })
  const drawList = async (token: string) =>
    (await call(app, 'GET', '/Activity/getLuckyDrawList', undefined, { token })).body as unknown as { tickets: number; draws: LuckyDraw[]; results: DrawResult[] }
  const points = async (token: string) => ((await call(app, 'GET', '/Point/getPoint', undefined, { token })).body as { point: number }).point
  const memberIdOf = async (username: string) => (await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
  /** A fresh qualifying member, so tests never share sign-ins or tickets. */
  const freshMember = async (tickets = 0) => {
    const { username, token } = await registerMember(app, 'act')
    const memberId = await memberIdOf(username)
    if (tickets > 0) await db.transaction().execute((trx) => grantTickets(trx, memberId, tickets, clock.now()))
    return { token, memberId }
  }

  describe('memberSignIn', () => {
    it('credits today’s points once; a second sign-in the same day is refused and credits nothing', async () => {
      const { token } = await freshMember()
      const before = await signInList(token)
      expect(before).toMatchObject({ timeZone: 'Asia/Seoul', signedToday: false, streak: 0 })
      expect(before.days.find((day) => day.date === before.today)).toEqual({ date: before.today, signed: false, points: 10, tickets: 0 })

      const first = await signIn(token)
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ date: before.today, streak: 1, points: 10, tickets: 0 })
      expect(await points(token)).toBe(10)

      const second = await signIn(token)
      expect(second.status).toBe(409)
      expect(second.body).toEqual({ errorMessage: 'already_signed_in', errorValues: { date: before.today } })
      expect(await points(token)).toBe(10)
      expect(await signInList(token)).toMatchObject({ signedToday: true, streak: 1 })
    })

    it('answers a repeat of the same key with the first answer and credits once', async () => {
      const { token } = await freshMember()
      const headers = key()
      const first = await signIn(token, headers)
      const repeat = await signIn(token, headers)
      expect(repeat.status).toBe(200)
      expect(repeat.raw.headers['idempotent-replayed']).toBe('true')
      expect(repeat.body).toEqual(first.body)
      expect(await points(token)).toBe(10)
    })

    it('counts the day in the operator time zone: a new day starts at midnight in Seoul', async () => {
      const { token } = await freshMember()
      clock.advance(DAY_MS - ((clock.now().getTime() + 9 * 3_600_000) % DAY_MS) - 1_000) // 23:59:59 in Seoul
      expect((await signIn(token)).status).toBe(200)
      expect((await signIn(token)).status).toBe(409)
      clock.advance(1_000)
      const nextDay = await signIn(token)
      expect(nextDay.status).toBe(200)
      expect(nextDay.body).toMatchObject({ streak: 2, points: 20 })
    })

    it('climbs the ladder day by day, adds a ticket on the 7th day, starts again on the 8th, and a missed day ends the streak', async () => {
      const { token, memberId } = await freshMember()
      const credited: number[] = []
      for (let day = 1; day <= 8; day++) {
        const response = await signIn(token)
        expect(response.status).toBe(200)
        credited.push((response.body as { points: number }).points)
        if (day === 7) expect(response.body).toMatchObject({ streak: 7, tickets: 1 })
        clock.advance(DAY_MS)
      }
      expect(credited).toEqual([10, 20, 30, 40, 50, 60, 100, 10])
      expect(await ticketsHeld(db, memberId)).toBe(1)
      expect(await points(token)).toBe(320)
      clock.advance(DAY_MS)
      expect((await signIn(token)).body).toMatchObject({ streak: 1, points: 10 })
    })

    it('shows the month: what each signed day gave, missed days as nothing, and what the days to come give', async () => {
      const { token } = await freshMember()
      await signIn(token)
      clock.advance(DAY_MS)
      const list = await signInList(token)
      const today = list.days.findIndex((day) => day.date === list.today)
      expect(list).toMatchObject({ signedToday: false, streak: 1, ladder: [{ day: 1, points: 10, tickets: 0 }, {}, {}, {}, {}, {}, { day: 7, points: 100, tickets: 1 }] })
      if (today > 0) expect(list.days[today - 1]).toMatchObject({ signed: true, points: 10 })
      expect(list.days[today]).toMatchObject({ signed: false, points: 20 })
      const later = list.days[today + 5]
      if (later) expect(later).toMatchObject({ signed: false, points: 100, tickets: 1 })
      expect(list.days.every((day) => day.date.slice(0, 7) === list.today.slice(0, 7))).toBe(true)
    })

    it('gives 20 sign-ins racing for one member one reward for the day', async () => {
      const { token, memberId } = await freshMember()
      const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(token)))
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1)
      expect(responses.filter((r) => r.status === 409).map((r) => r.body?.errorMessage)).toEqual(Array(19).fill('already_signed_in'))
      expect((await memberAccount(db, memberId, 'point')).balance).toBe(10)
      const transfers = await db.selectFrom('transfers').select('id').where('member_id', '=', memberId).where('kind', '=', 'sign_in_reward').execute()
      expect(transfers).toHaveLength(1)
    })

    it('refuses a member without the participation flag, and a call without an Idempotency-Key', async () => {
      const newbie = await login(app, 'newbie', DEMO_PASSWORD)
      const refused = await signIn(newbie.token)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ errorMessage: 'participation_required', errorValues: {} })
      expect(await points(newbie.token)).toBe(0)
      expect((await signInList(newbie.token)).signedToday).toBe(false)
      const { token } = await freshMember()
      expect((await signIn(token, {})).body).toMatchObject({ errorMessage: 'idempotency_key_required' })
      expect((await call(app, 'GET', '/Activity/memberSignInList')).status).toBe(401)
    })
  })

  describe('luckyDraw', () => {
    it('lists the demo member’s tickets and every draw with odds that add up to 100%', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      const list = await drawList(demo.token)
      expect(list.tickets).toBe(DEMO_TICKETS)
      expect(list.draws.map((d) => d.slug)).toEqual(['points_wheel', 'cash_wheel'])
      for (const d of list.draws) expect(d.prizes.reduce((sum, prize) => sum + prize.odds, 0)).toBe(10_000)
    })

    it('spends a ticket, draws on the server and credits the prize through the ledger', async () => {
      const { token, memberId } = await freshMember(2)
      const pointsDraw = await draw(token, 1)
      expect(pointsDraw.status).toBe(200)
      const won = pointsDraw.body as unknown as DrawResult & { tickets: number }
      expect(won).toMatchObject({ drawId: 1, tickets: 1, prize: { kind: 'point' } })
      expect(await points(token)).toBe(won.prize.amount)

      const cashDraw = (await draw(token, 2)).body as unknown as DrawResult & { tickets: number }
      expect(cashDraw).toMatchObject({ drawId: 2, tickets: 0, prize: { kind: 'cash' } })
      expect((await memberAccount(db, memberId, 'main')).balance).toBe(cashDraw.prize.amount)
      // A cash prize is money like a bonus: it must be wagered once before it can be withdrawn.
      expect(await turnoverRemaining(db, memberId)).toBe(cashDraw.prize.amount)

      const list = await drawList(token)
      expect(list.tickets).toBe(0)
      expect(list.results.map((r) => r.id)).toEqual([cashDraw.id, won.id])
    })

    it('refuses a draw without a ticket, an unknown draw and a member without the participation flag, spending nothing', async () => {
      const { token, memberId } = await freshMember()
      expect((await draw(token, 1)).body).toEqual({ errorMessage: 'no_draw_tickets', errorValues: { needed: 1 } })
      await db.transaction().execute((trx) => grantTickets(trx, memberId, 1, clock.now()))
      const unknown = await draw(token, 99)
      expect(unknown.status).toBe(404)
      expect(await ticketsHeld(db, memberId)).toBe(1)
      const newbie = await login(app, 'newbie', DEMO_PASSWORD)
      expect((await draw(newbie.token, 1)).body).toMatchObject({ errorMessage: 'participation_required' })
      expect((await draw(token, 0)).body).toMatchObject({ errorMessage: 'field_too_small', errorValues: { field: 'drawId' } })
    })

    it('replays a repeated key without spending a second ticket', async () => {
      const { token, memberId } = await freshMember(2)
      const headers = key()
      const first = await draw(token, 1, headers)
      const repeat = await draw(token, 1, headers)
      expect(repeat.body).toEqual(first.body)
      expect(await ticketsHeld(db, memberId)).toBe(1)
    })

    it('gives 20 draws racing for one member with 3 tickets exactly one prize per ticket', async () => {
      const { token, memberId } = await freshMember(3)
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => draw(token, (i % 2) + 1)))
      const won = responses.filter((r) => r.status === 200).map((r) => r.body as unknown as DrawResult)
      expect(won).toHaveLength(3)
      expect(responses.filter((r) => r.status === 409).map((r) => r.body?.errorMessage)).toEqual(Array(17).fill('no_draw_tickets'))
      expect(await ticketsHeld(db, memberId)).toBe(0)
      const results = await db.selectFrom('draw_results').select('id').where('member_id', '=', memberId).execute()
      expect(results).toHaveLength(3)
      const prizes = await db.selectFrom('transfers').select('id').where('member_id', '=', memberId).where('kind', '=', 'lucky_draw_prize').execute()
      expect(prizes).toHaveLength(3)
      const pointsWon = won.filter((r) => r.prize.kind === 'point').reduce((sum, r) => sum + r.prize.amount, 0)
      const cashWon = won.filter((r) => r.prize.kind === 'cash').reduce((sum, r) => sum + r.prize.amount, 0)
      expect((await memberAccount(db, memberId, 'point')).balance).toBe(pointsWon)
      expect((await memberAccount(db, memberId, 'main')).balance).toBe(cashWon)
    })
  })
})
