import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { demoBets } from '../games/demoBets'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { demoSportsBets } from '../games/seedPlay'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { SEEDED_AT } from '../test/seededTemplate'
import { buildTestApp, call, login } from '../test/harness'

const DAY_MS = 24 * 60 * 60 * 1000
const PATH = '/MemberBet/getMemberBetRecordList_V4'

interface BetList {
  records: { id: number; game: string; provider: string; category: string; stake: number; payout: number; status: string; placedAt: string; settledAt: string | null }[]
  total: number
  summary: { stake: number; payout: number; net: number }
}

/** ISO 8601 with a +00:00 offset, as the site sends it (never the Z form). */
function iso(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00')
}
const seeded = SEEDED_AT.getTime()
const lastDays = (days: number) => ({ startTime: iso(seeded - days * DAY_MS), endTime: iso(seeded) })

/** The seeded platform reports and the demo member's open sports bets (pending, nothing paid yet). */
function seededBets() {
  const sports = demoSportsBets(SEEDED_AT).map((bet) => ({ stake: bet.stake, payout: 0, status: 'pending', placedAt: bet.placedAt }))
  return [...demoBets(SEEDED_AT), ...sports]
}

function expectedOver(days: number, status?: string) {
  const bets = seededBets().filter((bet) => bet.placedAt.getTime() >= seeded - days * DAY_MS && (!status || bet.status === status))
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0)
  const payout = bets.reduce((sum, bet) => sum + bet.payout, 0)
  return { count: bets.length, summary: { stake, payout, net: payout - stake } }
}

describeDatabases('bet records', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let demo: string
  let other: string
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
    demo = (await login(app, 'demo', DEMO_PASSWORD)).token
    other = (await login(app, 'nocard', DEMO_PASSWORD)).token
  })
  const list = async (body: unknown, token = demo, headers: Record<string, string> = {}) => call(app, 'POST', PATH, body, { token, headers })

  it('lists the seeded bets newest first, with the summary over the whole range', async () => {
    const expected = expectedOver(46)
    expect(expected.count).toBe(64)
    const response = await list({ ...lastDays(46), page: 1, pageSize: 20 })
    expect(response.status).toBe(200)
    const body = response.body as unknown as BetList
    expect(body.total).toBe(64)
    expect(body.records).toHaveLength(20)
    expect(body.summary).toEqual(expected.summary)
    expect(body.summary.net).toBe(body.summary.payout - body.summary.stake)
    const times = body.records.map((record) => Date.parse(record.placedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const first = body.records[0]
    expect(first?.provider).not.toBe('')
    expect(first?.category).toMatch(/^[a-z0-9-]+$/)
  })

  it('pages through every record once', async () => {
    const ids = new Set<number>()
    for (const page of [1, 2, 3, 4]) {
      const body = (await list({ ...lastDays(46), page, pageSize: 20 })).body as unknown as BetList
      expect(body.records).toHaveLength(page === 4 ? 4 : 20)
      expect(body.total).toBe(64)
      for (const record of body.records) ids.add(record.id)
    }
    expect(ids.size).toBe(64)
  })

  it('keeps to the date range and the status filter', async () => {
    const week = (await list({ ...lastDays(7), page: 1, pageSize: 100 })).body as unknown as BetList
    const expectedWeek = expectedOver(7)
    expect(week.total).toBe(expectedWeek.count)
    expect(week.summary).toEqual(expectedWeek.summary)
    for (const record of week.records) expect(Date.parse(record.placedAt)).toBeGreaterThanOrEqual(seeded - 7 * DAY_MS)

    const pending = (await list({ ...lastDays(46), status: 'pending', page: 1, pageSize: 100 })).body as unknown as BetList
    expect(pending.total).toBe(expectedOver(46, 'pending').count)
    expect(pending.total).toBeGreaterThan(0)
    for (const record of pending.records) expect(record).toMatchObject({ status: 'pending', payout: 0, settledAt: null })
    expect(pending.summary.net).toBe(-pending.summary.stake)

    const cancelled = (await list({ ...lastDays(46), status: 'cancelled', page: 1, pageSize: 100 })).body as unknown as BetList
    expect(cancelled.total).toBeGreaterThan(0)
    expect(cancelled.summary.net).toBe(0)
  })

  it('names games in the language of the Lang header', async () => {
    const body = { ...lastDays(46), page: 1, pageSize: 100 }
    const english = (await list(body, demo, { lang: 'en' })).body as unknown as BetList
    const korean = (await list(body, demo, { lang: 'kr' })).body as unknown as BetList
    expect(korean.records.map((r) => r.id)).toEqual(english.records.map((r) => r.id))
    expect(korean.records.some((r, i) => r.game !== english.records[i]?.game && /[\uac00-\ud7a3]/.test(r.game))).toBe(true)
  })

  it('refuses an end before the start and a range over 90 days', async () => {
    const backwards = await list({ startTime: iso(seeded), endTime: iso(seeded - 1000), page: 1, pageSize: 20 })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toEqual({ errorMessage: 'invalid_date_range', errorValues: {} })

    const tooLong = await list({ startTime: '2025-10-01T00:00:00+09:00', endTime: '2025-12-30T23:59:59+09:00', page: 1, pageSize: 20 })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toEqual({ errorMessage: 'date_range_too_long', errorValues: { days: 90 } })

    const ninetyDays = await list({ startTime: '2025-10-01T00:00:00+09:00', endTime: '2025-12-29T23:59:59+09:00', page: 1, pageSize: 20 })
    expect(ninetyDays.status).toBe(200)
  })

  it('bounds paging and needs an offset on the times', async () => {
    expect((await list({ ...lastDays(7), page: 1, pageSize: 101 })).body).toEqual({ errorMessage: 'field_too_large', errorValues: { field: 'pageSize', max: 100 } })
    expect((await list({ ...lastDays(7), page: 0, pageSize: 20 })).status).toBe(400)
    expect((await list({ startTime: '2026-01-01T00:00:00', endTime: iso(seeded), page: 1, pageSize: 20 })).body).toEqual({
      errorMessage: 'field_invalid',
      errorValues: { field: 'startTime' },
    })
  })

  it("never shows another member's bets", async () => {
    const response = await list({ ...lastDays(46), page: 1, pageSize: 100 }, other)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ records: [], total: 0, summary: { stake: 0, payout: 0, net: 0 } })
  })

  it('answers 401 without a session', async () => {
    const response = await call(app, 'POST', PATH, { ...lastDays(7), page: 1, pageSize: 20 })
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
  })
})
