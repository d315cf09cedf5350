import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { Config } from '../config'
import { memberAccount } from '../ledger/accounts'
import { reconcilePendingTransfers } from '../platforms/reconcile'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'

interface Transfer {
  id: number
  reference: string
  platform: string
  direction: 'in' | 'out'
  amount: number
  status: string
  reason: string | null
}

const faults: Config['demoPlatformFaults'] = { jili: 'timeout', 'pg-soft': 'lost', cq9: 'fail', habanero: 'maintenance' }

describeDatabases('game wallet: platform transfers', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let config: Config
  beforeAll(async () => {
    ;({ app, config } = await buildTestApp(target.database, { demoPlatformFaults: faults }))
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const transfer = (player: Player, body: object, key?: string) => keyed(app, '/GamePlatform/transfer', body, player.token, key)
  const transferBack = (player: Player, body: object = {}, key?: string) => keyed(app, '/GamePlatform/transferBack', body, player.token, key)
  const main = async (player: Player) => (await memberAccount(db(), player.memberId, 'main')).balance
  const hold = async (player: Player) => (await memberAccount(db(), player.memberId, 'hold')).balance
  const platformBalance = async (player: Player, platform: string) => {
    const response = await call(app, 'POST', '/GamePlatform/getPlatformBalance', { platform }, { token: player.token })
    return (response.body as { balance: number }).balance
  }
  const reconcile = () => reconcilePendingTransfers({ db: db(), config, log: { error: (details, message) => console.error(message, details) } })

  it('lists every platform with its balance for a transfer-wallet member', async () => {
    const player = await registerPlayer(app, db(), { balance: 10_000 })
    const list = await call(app, 'GET', '/GamePlatform/getPlatformList', undefined, { token: player.token })
    const body = list.body as { wallet: string; platforms: { slug: string; status: string; balance: number; pending: number }[] }
    expect(body.wallet).toBe('transfer')
    expect(body.platforms).toHaveLength(18)
    expect(body.platforms.find((p) => p.slug === 'evolution')).toMatchObject({ status: 'available', balance: 0, pending: 0 })
    expect(body.platforms.find((p) => p.slug === 'habanero')).toMatchObject({ status: 'maintenance' })
  })

  it('moves money in and out at once when the platform confirms, once per key', async () => {
    const player = await registerPlayer(app, db(), { balance: 10_000 })
    const key = crypto.randomUUID()
    const sent = await transfer(player, { platform: 'evolution', direction: 'in', amount: 4_000 }, key)
    expect(sent.status).toBe(200)
    const record = sent.body as unknown as Transfer
    expect(record).toMatchObject({ platform: 'evolution', direction: 'in', amount: 4_000, status: 'completed', reason: null })
    expect(record.reference).toMatch(/^T-\d{8}-\d{6,}$/)
    expect((await transfer(player, { platform: 'evolution', direction: 'in', amount: 4_000 }, key)).body).toEqual(sent.body)
    expect(await main(player)).toBe(6_000)
    expect(await platformBalance(player, 'evolution')).toBe(4_000)

    const out = await transfer(player, { platform: 'evolution', direction: 'out', amount: 1_500 })
    expect(out.body).toMatchObject({ direction: 'out', status: 'completed' })
    expect(await main(player)).toBe(7_500)
    expect(await platformBalance(player, 'evolution')).toBe(2_500)

    const history = await call(app, 'POST', '/GamePlatform/getPlatformTransferList', { page: 1, pageSize: 10 }, { token: player.token })
    expect(history.body).toMatchObject({ total: 2 })
    expect((history.body as { transfers: Transfer[] }).transfers.map((t) => t.direction)).toEqual(['out', 'in'])
  })

  it('refuses more than the source holds, an unknown platform, a platform under maintenance and a seamless member, moving nothing', async () => {
    const player = await registerPlayer(app, db(), { balance: 1_000 })
    expect((await transfer(player, { platform: 'evolution', direction: 'in', amount: 1_001 })).body).toEqual({ errorMessage: 'insufficient_funds', errorValues: { balance: 1_000 } })
    expect((await transfer(player, { platform: 'evolution', direction: 'out', amount: 1 })).body).toEqual({ errorMessage: 'insufficient_funds', errorValues: { balance: 0 } })
    expect((await transfer(player, { platform: 'nowhere', direction: 'in', amount: 100 })).body).toEqual({ errorMessage: 'platform_unknown', errorValues: { platform: 'nowhere' } })
    expect((await call(app, 'POST', '/GamePlatform/getPlatformBalance', { platform: 'nowhere' }, { token: player.token })).status).toBe(404)
    expect((await call(app, 'POST', '/GamePlatform/getPlatformTransferList', { page: 1, pageSize: 51 }, { token: player.token })).body).toEqual({
      errorMessage: 'field_too_large',
      errorValues: { field: 'pageSize', max: 50 },
    })
    expect((await transfer(player, { platform: 'habanero', direction: 'in', amount: 100 })).body).toEqual({
      errorMessage: 'platform_maintenance',
      errorValues: { platform: 'Habanero' },
    })
    expect((await transfer(player, { platform: 'evolution', direction: 'in', amount: 0 })).body).toEqual({ errorMessage: 'field_too_small', errorValues: { field: 'amount', min: 1 } })
    expect((await transfer(player, { platform: 'evolution', direction: 'sideways', amount: 10 })).body).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'direction' } })
    expect(await main(player)).toBe(1_000)
    const filed = await db().selectFrom('member_requests').select('id').where('member_id', '=', player.memberId).execute()
    expect(filed).toEqual([])

    const seamless = await registerPlayer(app, db(), { balance: 1_000, seamless: true })
    expect((await transfer(seamless, { platform: 'evolution', direction: 'in', amount: 100 })).body).toEqual({ errorMessage: 'seamless_wallet', errorValues: {} })
    const list = await call(app, 'GET', '/GamePlatform/getPlatformList', undefined, { token: seamless.token })
    expect(list.body).toEqual({ wallet: 'seamless', platforms: [] })
  })

  it('records a refused transfer as failed with its reason, and moves nothing', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    const sent = await transfer(player, { platform: 'cq9', direction: 'in', amount: 2_000 })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'failed', reason: 'platform_unavailable', amount: 2_000 })
    expect(await main(player)).toBe(5_000)
    expect(await platformBalance(player, 'cq9')).toBe(0)
  })

  it('holds a transfer the platform took without answering, and reconciliation completes it exactly once', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    const sent = await transfer(player, { platform: 'jili', direction: 'in', amount: 3_000 })
    expect(sent.body).toMatchObject({ status: 'pending', reason: null })
    // Neither in main nor on the platform: held until the platform says what it did.
    expect({ main: await main(player), hold: await hold(player), jili: await platformBalance(player, 'jili') }).toEqual({ main: 2_000, hold: 3_000, jili: 0 })
    const list = await call(app, 'GET', '/GamePlatform/getPlatformList', undefined, { token: player.token })
    expect((list.body as { platforms: { slug: string; pending: number }[] }).platforms.find((p) => p.slug === 'jili')?.pending).toBe(3_000)

    const first = await reconcile()
    expect(first.completed).toBeGreaterThanOrEqual(1)
    expect({ main: await main(player), hold: await hold(player), jili: await platformBalance(player, 'jili') }).toEqual({ main: 2_000, hold: 0, jili: 3_000 })
    const request = await db().selectFrom('member_requests').selectAll().where('id', '=', (sent.body as unknown as Transfer).id).executeTakeFirstOrThrow()
    expect(request).toMatchObject({ status: 'completed', held: 0 })

    await reconcile()
    expect({ main: await main(player), jili: await platformBalance(player, 'jili') }).toEqual({ main: 2_000, jili: 3_000 })
    const kinds = await db().selectFrom('transfers').select('kind').where('request_id', '=', request.id).orderBy('id').execute()
    expect(kinds.map((t) => t.kind)).toEqual(['platform_transfer_held', 'platform_transfer_in'])
  })

  it('gives back a transfer that never reached the platform, in either direction', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    const lost = await transfer(player, { platform: 'pg-soft', direction: 'in', amount: 1_000 })
    expect(lost.body).toMatchObject({ status: 'pending' })
    expect(await main(player)).toBe(4_000)
    await reconcile()
    expect({ main: await main(player), hold: await hold(player), pg: await platformBalance(player, 'pg-soft') }).toEqual({ main: 5_000, hold: 0, pg: 0 })
    const request = await db().selectFrom('member_requests').select(['status', 'reason']).where('id', '=', (lost.body as unknown as Transfer).id).executeTakeFirstOrThrow()
    expect(request).toEqual({ status: 'failed', reason: 'platform_unavailable' })
  })

  it('completes a transfer out that the platform took without answering', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    // jili never answers, so money reaches it through reconciliation first.
    await transfer(player, { platform: 'jili', direction: 'in', amount: 2_000 })
    await reconcile()
    const out = await transfer(player, { platform: 'jili', direction: 'out', amount: 500 })
    expect(out.body).toMatchObject({ direction: 'out', status: 'pending' })
    expect({ main: await main(player), hold: await hold(player), jili: await platformBalance(player, 'jili') }).toEqual({ main: 3_000, hold: 500, jili: 1_500 })
    await reconcile()
    expect({ main: await main(player), hold: await hold(player), jili: await platformBalance(player, 'jili') }).toEqual({ main: 3_500, hold: 0, jili: 1_500 })
  })

  it('brings everything back to main in one call, skipping a platform under maintenance and saying so', async () => {
    const player = await registerPlayer(app, db(), { balance: 9_000 })
    await transfer(player, { platform: 'evolution', direction: 'in', amount: 2_000 })
    await transfer(player, { platform: 'pragmatic', direction: 'in', amount: 3_000 })
    // Money left on a platform before it went into maintenance.
    const { app: before } = await buildTestApp(target.database)
    await keyed(before, '/GamePlatform/transfer', { platform: 'habanero', direction: 'in', amount: 1_000 }, player.token)
    expect(await main(player)).toBe(3_000)

    const key = crypto.randomUUID()
    const back = await transferBack(player, {}, key)
    expect(back.status).toBe(200)
    const body = back.body as { transfers: Transfer[]; skipped: { platform: string; balance: number }[] }
    expect(body.transfers.map((t) => [t.platform, t.amount, t.status, t.direction]).sort()).toEqual([
      ['evolution', 2_000, 'completed', 'out'],
      ['pragmatic', 3_000, 'completed', 'out'],
    ])
    expect(body.skipped).toEqual([{ platform: 'habanero', platformName: 'Habanero', balance: 1_000 }])
    expect(await main(player)).toBe(8_000)
    expect((await transferBack(player, {}, key)).body).toEqual(back.body)

    expect((await transferBack(player, { platform: 'habanero' })).body).toEqual({ errorMessage: 'platform_maintenance', errorValues: { platform: 'Habanero' } })
    expect((await transferBack(player, { platform: 'evolution' })).body).toEqual({ errorMessage: 'platform_nothing_to_transfer', errorValues: {} })
    await keyed(before, '/GamePlatform/transferBack', { platform: 'habanero' }, player.token)
    expect(await main(player)).toBe(9_000)
    expect((await transferBack(player)).body).toEqual({ errorMessage: 'platform_nothing_to_transfer', errorValues: {} })
  })

  it('lets a seamless member take back money left on a platform', async () => {
    const player = await registerPlayer(app, db(), { balance: 2_000 })
    await transfer(player, { platform: 'evolution', direction: 'in', amount: 700 })
    await db().updateTable('members').set({ seamless: true }).where('id', '=', player.memberId).execute()
    const list = await call(app, 'GET', '/GamePlatform/getPlatformList', undefined, { token: player.token })
    expect(list.body).toMatchObject({ wallet: 'seamless', platforms: [{ slug: 'evolution', balance: 700 }] })
    expect((await transferBack(player)).body).toMatchObject({ transfers: [{ platform: 'evolution', amount: 700, status: 'completed' }] })
    expect(await main(player)).toBe(2_000)
  })

  it('answers 401 without a member and needs a key', async () => {
    expect((await call(app, 'GET', '/GamePlatform/getPlatformList')).status).toBe(401)
    const player = await registerPlayer(app, db())
    const unkeyed = await call(app, 'POST', '/GamePlatform/transfer', { platform: 'evolution', direction: 'in', amount: 1 }, { token: player.token })
    expect(unkeyed.body).toMatchObject({ errorMessage: 'idempotency_key_required' })
  })
})
