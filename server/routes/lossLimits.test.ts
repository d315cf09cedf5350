import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call, login, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const CONCURRENT_ROUNDS = 30

interface LossSettings {
  limits: Record<'day' | 'week' | 'month', number | null>
  pending: { limits: Record<string, number | null>; from: string } | null
  windows: { window: string; limit: number | null; lost: number; remaining: number | null; resetsAt: string | null }[]
  remaining: number | null
  resetsAt: string | null
}

describeDatabases('loss limits', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let slotGameId: number
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database))
    slotGameId = await firstGameIn(db(), 'slots/pragmatic')
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const settings = async (player: Player) => (await call(app, 'GET', '/ResponsibleGaming/getLossLimits', undefined, { token: player.token })).body as unknown as LossSettings
  const setLimits = async (player: Player, limits: object) => {
    const answer = await call(app, 'POST', '/ResponsibleGaming/setLossLimits', limits, { token: player.token })
    expect(answer.status).toBe(200)
    return answer.body as unknown as LossSettings
  }
  const gameSession = async (player: Player) => {
    const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token: player.token })).body as { kind: string; url: string }
    expect(launched.kind).toBe('play')
    return new URL(launched.url, 'http://site').hash.slice(1)
  }
  const spin = (token: string, stake: number) => call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake }, { headers: { 'game-session': token } })
  const netLoss = async (player: Player) => {
    const bets = await db().selectFrom('bets').select(['stake', 'payout']).where('member_id', '=', player.memberId).execute()
    return bets.reduce((sum, bet) => sum + bet.stake - bet.payout, 0)
  }

  it('never lets 30 concurrent rounds take the loss past the limit', async () => {
    const player = await registerPlayer(app, db(), { seamless: true, balance: 1_000_000 })
    await setLimits(player, { day: 1_000, week: null, month: null })
    const token = await gameSession(player)
    const answers = await Promise.all(Array.from({ length: CONCURRENT_ROUNDS }, () => spin(token, 100)))
    const refused = answers.filter((answer) => answer.status !== 200)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ errorMessage: 'loss_limit_reached' })
      expect((answer.body as { errorValues: { remaining: number } }).errorValues.remaining).toBeLessThan(100)
    }
    expect(await netLoss(player)).toBeLessThanOrEqual(1_000)
    const shown = await settings(player)
    expect(shown.windows.find((w) => w.window === 'day')).toMatchObject({ limit: 1_000, lost: Math.max(0, await netLoss(player)) })
  })

  it('refuses a stake above what remains, saying what remains and when it resets; a lower limit holds at once, a raise a day later', async () => {
    const player = await registerPlayer(app, db(), { seamless: true, balance: 100_000 })
    expect(await settings(player)).toMatchObject({ limits: { day: null, week: null, month: null }, remaining: null, pending: null })
    await setLimits(player, { day: null, week: 5_000, month: null })
    const token = await gameSession(player)
    await db().insertInto('bets').values({ member_id: player.memberId, game_id: slotGameId, stake: 4_800, payout: 0, status: 'settled', placed_at: clock.now(), settled_at: clock.now() }).execute()
    const placedAt = clock.now()
    clock.advance(HOUR)

    const refused = await spin(token, 500)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ errorMessage: 'loss_limit_reached', errorValues: { remaining: 200, resetsAt: new Date(placedAt.getTime() + 7 * DAY).toISOString() } })
    expect(await netLoss(player)).toBe(4_800)

    // Lowering holds at once; raising waits 24 hours, then a bigger stake goes through.
    expect(await setLimits(player, { day: null, week: 4_900, month: null })).toMatchObject({ limits: { week: 4_900 }, remaining: 100, pending: null })
    const raised = await setLimits(player, { day: null, week: 20_000, month: null })
    expect(raised).toMatchObject({ limits: { week: 4_900 }, pending: { limits: { week: 20_000 }, from: new Date(clock.now().getTime() + DAY).toISOString() } })
    expect((await spin(token, 200)).status).toBe(409)
    clock.advance(DAY)
    player.token = (await login(app, player.username, 'Secret123')).token
    expect(await settings(player)).toMatchObject({ limits: { week: 20_000 }, pending: null })
    expect((await spin(await gameSession(player), 500)).status).toBe(200)
  })

  it('refuses a transfer into a game platform above what may still be lost, and moves nothing', async () => {
    const player = await registerPlayer(app, db(), { balance: 50_000 })
    await setLimits(player, { day: 3_000, week: null, month: null })
    const over = await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 3_001 }, player.token)
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ errorMessage: 'loss_limit_reached', errorValues: { remaining: 3_000 } })
    expect((await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 3_000 }, player.token)).status).toBe(200)
    // Money may always come back out.
    expect((await keyed(app, '/GamePlatform/transferBack', { platform: 'pragmatic' }, player.token)).status).toBe(200)
  })

  it('refuses a bad limit with a field error and changes nothing', async () => {
    const player = await registerPlayer(app, db())
    const bad = await call(app, 'POST', '/ResponsibleGaming/setLossLimits', { day: -5, week: null, month: null }, { token: player.token })
    expect(bad.status).toBe(400)
    expect((bad.body as { errorValues: { field: string } }).errorValues.field).toBe('day')
    expect((await settings(player)).limits).toEqual({ day: null, week: null, month: null })
  })
})
