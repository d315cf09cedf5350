import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { SEEDED_AT } from '../test/seededTemplate'
import { buildTestApp, call, login } from '../test/harness'
import { keyed, registerPlayer } from '../test/players'

interface Line {
  kind: string
  category: string
  wallet: string
  amount: number
  balance: number
  reference: string | null
  createdAt: string
}

const DAY_MS = 86_400_000

describeDatabases('the statement', (target: DatabaseTarget) => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database, { withdrawalReviewSeconds: 0 }))
  })
  const db = () => target.database.db
  const statement = (token: string, body: object) => call(app, 'POST', '/MemberTransaction/getTransactionList', body, { token })
  const range = (from: Date, to: Date) => ({ startTime: from.toISOString(), endTime: to.toISOString() })

  it("shows demo's withdrawals in every status with the main balance after each line", async () => {
    const { token } = await login(app, 'demo', 'Demo1234!')
    const response = await statement(token, { ...range(new Date(SEEDED_AT.getTime() - 30 * DAY_MS), new Date(SEEDED_AT.getTime() + DAY_MS)), category: 'withdrawal', page: 1, pageSize: 100 })
    expect(response.status).toBe(200)
    const lines = (response.body as { transactions: Line[] }).transactions
    // Newest first: the pending one held, the paid one, the rejected one released and held, the first
    // paid one. Demo's approved deposit (9 days ago, 300.00) and used coupon (12 days ago, 3.00) came
    // after the first withdrawal and before the others.
    const between = 30_000 + 300
    expect(lines.map((line) => [line.kind, line.amount, line.balance])).toEqual([
      ['hold', -20_000, between],
      ['hold', -30_000, 20_000 + between],
      ['hold_release', 20_000, 50_000 + between],
      ['hold', -20_000, 30_000 + between],
      ['hold', -50_000, 50_000],
    ])
    expect(lines.every((line) => /^W-\d{8}-\d{6,}$/.test(line.reference ?? ''))).toBe(true)
    const all = (await statement(token, { ...range(new Date(SEEDED_AT.getTime() - 30 * DAY_MS), new Date(SEEDED_AT.getTime() + DAY_MS)), page: 1, pageSize: 100 })).body as { transactions: Line[] }
    const latestMain = all.transactions.find((line) => line.wallet === 'main')
    const demoId = (await db().selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id
    expect(latestMain?.balance).toBe((await memberAccount(db(), demoId, 'main')).balance)
  })

  it('pages a member’s movements newest first, filters by type and date, and refuses a reversed range', async () => {
    const player = await registerPlayer(app, db(), { balance: 10_000, points: 300 })
    const key = crypto.randomUUID()
    await keyed(app, '/GamePlatform/transfer', { platform: 'evolution', direction: 'in', amount: 4_000 }, player.token, key)
    // The test clock stands at 2026-03-01; registerPlayer credits on 2026-02-01.
    const wide = range(new Date('2026-01-15T00:00:00.000Z'), new Date('2026-03-02T00:00:00.000Z'))
    const first = (await statement(player.token, { ...wide, page: 1, pageSize: 2 })).body as { transactions: Line[]; total: number }
    expect(first.total).toBe(4)
    expect(first.transactions.map((line) => [line.wallet, line.kind, line.amount, line.balance])).toEqual([
      ['platform', 'platform_transfer_in', 4_000, 4_000],
      ['main', 'platform_transfer_in', -4_000, 6_000],
    ])
    const second = (await statement(player.token, { ...wide, page: 2, pageSize: 2 })).body as { transactions: Line[]; total: number }
    expect(second.transactions.map((line) => [line.wallet, line.category, line.amount, line.balance])).toEqual([
      ['point', 'adjustment', 300, 300],
      ['main', 'adjustment', 10_000, 10_000],
    ])
    expect(((await statement(player.token, { ...wide, page: 3, pageSize: 2 })).body as { total: number }).total).toBe(4)
    expect(((await statement(player.token, { ...wide, category: 'transfer', page: 1, pageSize: 10 })).body as { total: number }).total).toBe(2)
    expect(((await statement(player.token, { ...wide, category: 'other', page: 1, pageSize: 10 })).body as { total: number }).total).toBe(0)
    const before = range(new Date('2025-01-01T00:00:00.000Z'), new Date('2025-02-01T00:00:00.000Z'))
    expect(((await statement(player.token, { ...before, page: 1, pageSize: 10 })).body as { total: number }).total).toBe(0)
    const reversed = await statement(player.token, { startTime: wide.endTime, endTime: wide.startTime, page: 1, pageSize: 10 })
    expect(reversed.status).toBe(400)
    expect(reversed.body).toMatchObject({ errorMessage: 'invalid_date_range' })
  })
})
