import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call, login, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'
import { turnoverRemaining } from '../wallet/turnover'

type Launch = { kind: 'play'; url: string; game: string; platform: string } | { kind: 'transfer_first'; game: string; platform: string; platformName: string }
interface Round {
  roundId: string
  betId: number
  stake: number
  payout: number
  balance: number
  outcome: Record<string, unknown>
}

describeDatabases('play: launch, demo game rounds and rebate', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let slotGameId: number
  let liveGameId: number
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database, { demoPlatformFaults: { 'sa-gaming': 'maintenance' } }))
    const gameIn = (prefix: string) => firstGameIn(target.database.db, prefix)
    slotGameId = await gameIn('slots/pragmatic')
    liveGameId = await gameIn('live-casino/evolution')
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const launch = async (player: Player, gameId: number, lang = 'en') =>
    (await call(app, 'POST', '/Game/launchGame', { gameId }, { token: player.token, headers: { lang } })) as { status: number; body: unknown }
  const tokenOf = (launched: Launch) => {
    if (launched.kind !== 'play') throw new Error('no game was launched')
    return new URL(launched.url, 'http://site').hash.slice(1)
  }
  const round = (gameToken: string, body: object) => call(app, 'POST', '/demo-games/round', body, { headers: { 'game-session': gameToken } })
  const main = async (player: Player) => (await memberAccount(db(), player.memberId, 'main')).balance
  const spin = (gameToken: string, stake = 100) => round(gameToken, { roundId: crypto.randomUUID(), stake })

  it('offers a transfer first to a transfer-wallet member with nothing on the platform, then launches', async () => {
    const player = await registerPlayer(app, db(), { balance: 10_000 })
    const first = await launch(player, slotGameId)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ kind: 'transfer_first', platform: 'pragmatic', platformName: 'Pragmatic Play' })
    expect(await db().selectFrom('game_sessions').select('id').where('member_id', '=', player.memberId).execute()).toEqual([])

    await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 5_000 }, player.token)
    const launched = (await launch(player, slotGameId)).body as Launch
    expect(launched).toMatchObject({ kind: 'play', platform: 'pragmatic' })
    if (launched.kind !== 'play') return
    expect(launched.url).toMatch(/^\/api\/demo-games\/slot#[A-Za-z0-9_-]{43}$/)
  })

  it('plays slot rounds from the platform account through the ledger, into the bet records, turnover and rebate', async () => {
    const player = await registerPlayer(app, db(), { balance: 10_000 })
    await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 5_000 }, player.token)
    await db().transaction().execute((trx) => sql`insert into member_turnover (member_id, required, target, updated_at) values (${player.memberId}, 3000, 3000, now())`.execute(trx))
    const gameToken = tokenOf((await launch(player, slotGameId, 'kr')).body as Launch)

    const session = await call(app, 'GET', '/demo-games/session', undefined, { headers: { 'game-session': gameToken } })
    expect(session.body).toMatchObject({ kind: 'slot', currency: 'USD', locale: 'ko-KR', balance: 5_000, rtp: { slot: 9_600 } })
    expect((session.body as { texts: Record<string, string> }).texts.spin).toBe('스핀')

    let balance = 5_000
    let validStake = 0
    for (let i = 0; i < 10; i += 1) {
      const played = await spin(gameToken, 200)
      expect(played.status).toBe(200)
      const answer = played.body as unknown as Round
      balance += answer.payout - 200
      if (answer.payout !== 200) validStake += 200
      expect(answer.balance).toBe(balance)
      expect(answer.outcome).toHaveProperty('line')
    }
    const platformAccount = await db().selectFrom('accounts').select('balance').where('member_id', '=', player.memberId).where('platform', '=', 'pragmatic').executeTakeFirstOrThrow()
    expect(platformAccount.balance).toBe(balance)
    expect(await main(player)).toBe(5_000)
    expect(await turnoverRemaining(db(), player.memberId)).toBe(1_000)

    const records = await call(app, 'POST', '/MemberBet/getMemberBetRecordList_V4', { startTime: '2026-02-28T00:00:00+00:00', endTime: '2026-03-02T00:00:00+00:00', page: 1, pageSize: 100 }, { token: player.token })
    const list = records.body as { total: number; records: { category: string; stake: number; status: string; cancellable: boolean }[] }
    expect(list.total).toBe(10)
    expect(list.records.every((r) => r.category === 'slots' && r.stake === 200 && r.status === 'settled' && !r.cancellable)).toBe(true)

    const rebate = (await call(app, 'GET', '/Rebate/getRealtimeRebate', undefined, { token: player.token })).body as {
      categories: { category: string; rate: number; validStake: number; amount: number }[]
      total: number
    }
    expect(rebate.categories.find((c) => c.category === 'slots')).toEqual({ category: 'slots', name: 'Slots', rate: 80, validStake, amount: Math.floor((validStake * 80) / 10_000) })
  })

  it('refuses a replayed round id, a stake above the balance or off the chips, and any token but the game session', async () => {
    const player = await registerPlayer(app, db(), { balance: 300, seamless: true })
    const gameToken = tokenOf((await launch(player, slotGameId)).body as Launch)
    const roundId = crypto.randomUUID()
    const first = await round(gameToken, { roundId, stake: 100 })
    expect(first.status).toBe(200)
    expect(await round(gameToken, { roundId, stake: 100 })).toMatchObject({ status: 409, body: { errorMessage: 'round_already_played' } })
    // Sent twice at once: one round, one refusal.
    const twin = crypto.randomUUID()
    const both = await Promise.all([round(gameToken, { roundId: twin, stake: 100 }), round(gameToken, { roundId: twin, stake: 100 })])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const afterTwin = await main(player)
    const bets = await db().selectFrom('bets').select('id').where('member_id', '=', player.memberId).execute()
    expect(bets).toHaveLength(2)

    expect(await round(gameToken, { roundId: crypto.randomUUID(), stake: 5_000 })).toMatchObject({ status: 409, body: { errorMessage: 'insufficient_funds' } })
    expect(await round(gameToken, { roundId: crypto.randomUUID(), stake: 150 })).toMatchObject({ status: 400, body: { errorMessage: 'stake_not_allowed' } })
    expect(await round(gameToken, { roundId: 'short', stake: 100 })).toMatchObject({ status: 400, body: { errorMessage: 'invalid_request' } })
    expect(await round(gameToken, { roundId: crypto.randomUUID(), stake: 100, bet: 'player' })).toMatchObject({ status: 400, body: { errorMessage: 'invalid_request' } })
    expect(await round(player.token, { roundId: crypto.randomUUID(), stake: 100 })).toMatchObject({ status: 401, body: { errorMessage: 'game_session_invalid' } })
    const withMemberToken = await call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 100 }, { token: player.token })
    expect(withMemberToken.status).toBe(401)
    expect(await main(player)).toBe(afterTwin)
  })

  // Issue 29: a game session outlived the member session that launched it; only exclusion ended it.
  it('ends a game session with the member session that launched it: logout, a password change elsewhere, idle expiry', async () => {
    const player = await registerPlayer(app, db(), { balance: 1_000, seamless: true })
    const playable = async (token: string) => {
      const gameToken = tokenOf((await launch({ ...player, token }, slotGameId)).body as Launch)
      expect((await spin(gameToken)).status).toBe(200)
      return gameToken
    }
    const ended = async (gameToken: string) => expect(await spin(gameToken)).toMatchObject({ status: 401, body: { errorMessage: 'game_session_invalid' } })

    const loggedOut = await playable(player.token)
    expect((await call(app, 'GET', '/Member/memberLogout', undefined, { token: player.token })).status).toBe(200)
    await ended(loggedOut)

    const first = (await login(app, player.username, 'Secret123')).token
    const second = (await login(app, player.username, 'Secret123')).token
    const changedElsewhere = await playable(first)
    const kept = await playable(second)
    const changed = await call(app, 'PUT', '/Member/editPassword', { oldPassword: 'Secret123', newPassword: 'Secret456', confirmPassword: 'Secret456' }, { token: second })
    expect(changed).toMatchObject({ status: 200, body: { revokedSessions: 1 } })
    await ended(changedElsewhere)
    // The session that changed the password goes on, and so does its game.
    expect((await spin(kept)).status).toBe(200)

    // Left idle past the limit (a round played under it counts as use), the session ends with its game.
    clock.advance(121 * 60_000)
    const balance = await main(player)
    await ended(kept)
    expect(await main(player)).toBe(balance)
  })

  it('plays baccarat from the main balance of a seamless member', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000, seamless: true })
    const launched = (await launch(player, liveGameId)).body as Launch
    expect(launched).toMatchObject({ kind: 'play' })
    if (launched.kind !== 'play') return
    expect(launched.url).toMatch(/^\/api\/demo-games\/baccarat#/)
    const gameToken = tokenOf(launched)
    const played = (await round(gameToken, { roundId: crypto.randomUUID(), stake: 1_000, bet: 'banker' })).body as unknown as Round
    expect([0, 1_000, 1_950]).toContain(played.payout)
    expect(played.outcome).toMatchObject({ bet: 'banker' })
    expect(await main(player)).toBe(5_000 - 1_000 + played.payout)
    expect((await round(gameToken, { roundId: crypto.randomUUID(), stake: 1_000 })).status).toBe(400)
  })

  it('launches every catalogue game into the demo game of its category, under its own name', async () => {
    const player = await registerPlayer(app, db(), { balance: 100, seamless: true })
    const games = await db()
      .selectFrom('games')
      .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select(['games.id', 'games.name', 'game_categories.path', 'game_providers.slug'])
      .where('game_providers.slug', '<>', 'sa-gaming')
      .execute()
    expect(games.length).toBeGreaterThan(400)
    const expected: Record<string, string> = { slots: 'slot', fishing: 'slot', lottery: 'slot', 'live-casino': 'baccarat', cards: 'baccarat', sports: 'baccarat' }
    for (const game of games) {
      const launched = (await launch(player, game.id, 'vn')).body as Launch
      expect(launched.kind).toBe('play')
      if (launched.kind !== 'play') continue
      expect(launched.game).toBe(game.name.vn)
      expect(launched.url.split('#')[0]).toBe(`/api/demo-games/${expected[game.path.split('/')[0]!]}`)
    }
  })

  it('refuses a platform under maintenance, an unknown game and a visitor', async () => {
    const player = await registerPlayer(app, db(), { balance: 100, seamless: true })
    const sa = await db()
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select('games.id')
      .where('game_providers.slug', '=', 'sa-gaming')
      .executeTakeFirstOrThrow()
    expect((await launch(player, sa.id)).body).toEqual({ errorMessage: 'platform_maintenance', errorValues: { platform: 'SA Gaming' } })
    expect((await launch(player, 999_999)).body).toEqual({ errorMessage: 'not_found', errorValues: { gameId: 999_999 } })
    expect((await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId })).status).toBe(401)
    expect((await call(app, 'GET', '/demo-games/session')).status).toBe(401)
  })

  it('serves the game pages without inline script, under the content security policy', async () => {
    for (const game of ['slot', 'baccarat']) {
      const page = await app.inject({ method: 'GET', url: `/api/demo-games/${game}` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'")
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
      expect(page.body).not.toMatch(/\son[a-z]+=/)
      // An icon of its own: without one, browsers ask the site for a /favicon.ico it does not have.
      const icon = new URL(/<link rel="icon" href="([^"]+)"/.exec(page.body)?.[1] ?? '/favicon.ico', `http://site/api/demo-games/${game}`)
      const served = await app.inject({ method: 'GET', url: icon.pathname })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
    const script = await app.inject({ method: 'GET', url: '/api/demo-games/assets/game.js' })
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    expect(script.body).not.toMatch(/https?:\/\//)
  })

  it('claims the accrued rebate into main once, keeping what is below a minor unit', async () => {
    const player = await registerPlayer(app, db(), { balance: 100_000, seamless: true })
    const gameToken = tokenOf((await launch(player, slotGameId)).body as Launch)
    let valid = 0
    while (valid < 20_000) {
      const answer = (await spin(gameToken, 5_000)).body as unknown as Round
      if (answer.payout !== 5_000) valid += 5_000
    }
    const accrued = (await call(app, 'GET', '/Rebate/getRealtimeRebate', undefined, { token: player.token })).body as { total: number; lastClaimAt: string | null }
    expect(accrued.total).toBe(Math.floor((valid * 80) / 10_000))
    expect(accrued.lastClaimAt).toBeNull()

    const before = await main(player)
    const key = crypto.randomUUID()
    const claimed = await keyed(app, '/Rebate/claimRealtimeRebate', {}, player.token, key)
    expect(claimed.body).toMatchObject({ amount: accrued.total })
    expect((await keyed(app, '/Rebate/claimRealtimeRebate', {}, player.token, key)).body).toEqual(claimed.body)
    expect(await main(player)).toBe(before + accrued.total)
    expect((await keyed(app, '/Rebate/claimRealtimeRebate', {}, player.token)).body).toEqual({ errorMessage: 'rebate_nothing_to_claim', errorValues: {} })
    const after = (await call(app, 'GET', '/Rebate/getRealtimeRebate', undefined, { token: player.token })).body as { total: number; lastClaimAt: string | null }
    expect(after).toMatchObject({ total: 0 })
    expect(after.lastClaimAt).not.toBeNull()
  })
})
