import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call, login } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'

describeDatabases('account closure', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let slotGameId: number
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
    slotGameId = await firstGameIn(db(), 'slots/pragmatic')
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const close = (player: Player, password = 'Secret123') => call(app, 'POST', '/Member/closeAccount', { password }, { token: player.token })

  it('refuses while money is left anywhere in the account, and after a wrong password', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    expect((await close(player, 'Wrong1234')).status).toBe(400)
    expect((await close(player)).body).toEqual({ errorMessage: 'balance_remaining', errorValues: { balance: 5_000 } })
    // Moved onto a game platform, it is still the member's.
    expect((await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 5_000 }, player.token)).status).toBe(200)
    expect((await close(player)).body).toMatchObject({ errorMessage: 'balance_remaining' })
    expect((await call(app, 'GET', '/Member/checkToken', undefined, { token: player.token })).status).toBe(200)
  })

  it('closes an empty account: its sessions and game sessions end, and login and play are refused', async () => {
    const player = await registerPlayer(app, db(), { seamless: true })
    const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: slotGameId }, { token: player.token })).body as { url: string }
    const gameToken = new URL(launched.url, 'http://site').hash.slice(1)

    const closed = await close(player)
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ closedAt: expect.any(String) })
    expect((await call(app, 'GET', '/Member/checkToken', undefined, { token: player.token })).status).toBe(401)
    expect((await call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 100 }, { headers: { 'game-session': gameToken } })).status).toBe(401)
    await expect(login(app, player.username, 'Secret123')).rejects.toThrow(/403 \{"errorMessage":"account_closed"/)
    // A wrong password is told nothing about the closure.
    expect((await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Wrong1234' })).status).toBe(401)
  })
})
