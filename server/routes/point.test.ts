import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer } from '../test/players'
import { turnoverRemaining } from '../wallet/turnover'

describeDatabases('point conversion', (target: DatabaseTarget) => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const balances = async (memberId: number) => ({
    main: (await memberAccount(target.database.db, memberId, 'main')).balance,
    point: (await memberAccount(target.database.db, memberId, 'point')).balance,
  })
  const convert = (token: string, point: unknown, key?: string) => keyed(app, '/Point/transfer', { point }, token, key)

  it('states the rate and the terms, and asks for them to be read before the first conversion', async () => {
    const player = await registerPlayer(app, target.database.db, { points: 5_000 })
    const rate = await call(app, 'GET', '/Point/getRate', undefined, { token: player.token })
    expect(rate.body).toEqual({ point: 100, amount: 100, minimum: 1_000, step: 100, termsAccepted: false })

    const refused = await convert(player.token, 1_000)
    expect(refused).toMatchObject({ status: 409, body: { errorMessage: 'point_terms_required', errorValues: {} } })
    expect(await balances(player.memberId)).toEqual({ main: 0, point: 5_000 })

    expect((await call(app, 'POST', '/Point/acceptTerms', {}, { token: player.token })).status).toBe(200)
    expect((await call(app, 'GET', '/Point/getRate', undefined, { token: player.token })).body).toMatchObject({ termsAccepted: true })
    // Reading them again changes nothing.
    expect((await call(app, 'POST', '/Point/acceptTerms', {}, { token: player.token })).status).toBe(200)
  })

  it('converts points into the main balance once per key, to be wagered once', async () => {
    const player = await registerPlayer(app, target.database.db, { points: 5_000 })
    await call(app, 'POST', '/Point/acceptTerms', {}, { token: player.token })
    const key = crypto.randomUUID()
    const first = await convert(player.token, 1_200, key)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ point: 1_200, amount: 1_200, pointBalance: 3_800, balance: 1_200 })
    const again = await convert(player.token, 1_200, key)
    expect(again.body).toEqual(first.body)
    expect(again.raw.headers['idempotent-replayed']).toBe('true')
    expect(await balances(player.memberId)).toEqual({ main: 1_200, point: 3_800 })
    expect(await turnoverRemaining(target.database.db, player.memberId)).toBe(1_200)

    const kinds = await target.database.db.selectFrom('transfers').select('kind').where('member_id', '=', player.memberId).where('kind', '=', 'point_conversion').execute()
    expect(kinds).toHaveLength(2)
  })

  it('refuses fewer than 1,000 points, a step other than 100 and more than the member holds, moving nothing', async () => {
    const player = await registerPlayer(app, target.database.db, { points: 1_500 })
    await call(app, 'POST', '/Point/acceptTerms', {}, { token: player.token })
    expect((await convert(player.token, 900)).body).toEqual({ errorMessage: 'field_too_small', errorValues: { field: 'point', min: 1_000 } })
    expect((await convert(player.token, 1_050)).body).toEqual({ errorMessage: 'point_step', errorValues: { field: 'point', step: 100 } })
    expect((await convert(player.token, 1.5)).status).toBe(400)
    expect((await convert(player.token, '1000')).body).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'point' } })
    const tooMany = await convert(player.token, 2_000)
    expect(tooMany).toMatchObject({ status: 409, body: { errorMessage: 'insufficient_points', errorValues: { point: 1_500 } } })
    expect(await balances(player.memberId)).toEqual({ main: 0, point: 1_500 })
  })

  it('needs a key and a member', async () => {
    const player = await registerPlayer(app, target.database.db, { points: 2_000 })
    expect((await call(app, 'POST', '/Point/transfer', { point: 1_000 }, { token: player.token })).body).toMatchObject({ errorMessage: 'idempotency_key_required' })
    expect((await call(app, 'POST', '/Point/transfer', { point: 1_000 }, { headers: { 'idempotency-key': 'k' } })).status).toBe(401)
    expect((await call(app, 'POST', '/Point/acceptTerms', {})).status).toBe(401)
  })
})
