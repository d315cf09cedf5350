import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { TestClock } from '../test/harness'
import { placeBet } from '../games/bets'
import { BIG_WIN_PROMOTION } from '../games/seedPlay'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { firstGameIn } from '../test/games'
import { buildTestApp, call } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer, type Player } from '../test/players'
import { turnoverRemaining } from '../wallet/turnover'

const ADMIN = 'bet-actions-admin'
const HOUR_MS = 3_600_000
// The smallest valid PNG: the signature and an IHDR chunk are what the content check reads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64').toString('base64')

interface Listed {
  records: { id: number; status: string; cancellable: boolean; eventStartsAt: string | null; upload: { reference: string; status: string; reason: string | null; promotion: string } | null }[]
}

describeDatabases('bet records: cancelling a sports bet and sending a winning bet', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let sportsGame: number
  let slotGame: number
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database, { adminToken: ADMIN, betUploadReviewSeconds: 30 }))
    const gameIn = (prefix: string) => firstGameIn(target.database.db, prefix)
    sportsGame = await gameIn('sports/')
    slotGame = await gameIn('slots/')
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const main = async (player: Player) => (await memberAccount(db(), player.memberId, 'main')).balance
  /** A bet placed through the ledger from the member's main balance, `hoursAgo` before the clock. */
  const bet = async (player: Player, options: { stake: number; payout: number | null; eventInHours?: number; hoursAgo?: number; game?: number }) => {
    const at = new Date(clock.now().getTime() - (options.hoursAgo ?? 1) * HOUR_MS)
    return db().transaction().execute(async (trx) =>
      placeBet(trx, {
        memberId: player.memberId,
        gameId: options.game ?? sportsGame,
        category: options.game === slotGame ? 'slots' : 'sports',
        accountId: (await memberAccount(trx, player.memberId, 'main')).id,
        roundId: crypto.randomUUID(),
        sessionId: null,
        stake: options.stake,
        payout: options.payout,
        eventStartsAt: options.eventInHours === undefined ? null : new Date(clock.now().getTime() + options.eventInHours * HOUR_MS),
        outcome: {},
        at,
      }),
    )
  }
  const records = async (player: Player) => {
    const day = 24 * HOUR_MS
    const body = { startTime: new Date(clock.now().getTime() - 40 * day).toISOString(), endTime: new Date(clock.now().getTime() + day).toISOString(), page: 1, pageSize: 100 }
    return (await call(app, 'POST', '/MemberBet/getMemberBetRecordList_V4', body, { token: player.token })).body as unknown as Listed
  }
  const cancel = (player: Player, betId: unknown, key?: string) => keyed(app, '/MemberBet/cancelMemberBet', { betId }, player.token, key)
  const upload = (player: Player, betId: number, promotion = BIG_WIN_PROMOTION, data = PNG) =>
    keyed(app, '/MemberBet/uploadBetting', { betId, promotion, screenshot: { contentType: 'image/png', data } }, player.token)

  it('cancels an open sports bet before its event and refunds the stake to its wallet, once', async () => {
    const player = await registerPlayer(app, db(), { balance: 5_000 })
    const id = await bet(player, { stake: 2_000, payout: null, eventInHours: 3 })
    expect(await main(player)).toBe(3_000)
    expect((await records(player)).records.find((r) => r.id === id)).toMatchObject({ status: 'pending', cancellable: true })

    const key = crypto.randomUUID()
    const cancelled = await cancel(player, id, key)
    expect(cancelled.body).toMatchObject({ betId: id, refunded: 2_000 })
    expect((await cancel(player, id, key)).body).toEqual(cancelled.body)
    expect(await main(player)).toBe(5_000)
    expect((await records(player)).records.find((r) => r.id === id)).toMatchObject({ status: 'cancelled', cancellable: false })
    expect((await cancel(player, id)).body).toEqual({ errorMessage: 'bet_not_cancellable', errorValues: { betId: id } })
  })

  it('refuses a cancel once the event started, on a settled bet, on a game round and on another member’s bet, moving nothing', async () => {
    const player = await registerPlayer(app, db(), { balance: 9_000 })
    const started = await bet(player, { stake: 1_000, payout: null, eventInHours: -0.5 })
    const settled = await bet(player, { stake: 1_000, payout: 1_800, eventInHours: 5 })
    const round = await bet(player, { stake: 1_000, payout: 0, game: slotGame })
    expect((await records(player)).records.find((r) => r.id === started)).toMatchObject({ status: 'pending', cancellable: false })
    const before = await main(player)
    expect((await cancel(player, started)).body).toEqual({ errorMessage: 'bet_event_started', errorValues: { betId: started } })
    expect((await cancel(player, settled)).body).toEqual({ errorMessage: 'bet_not_cancellable', errorValues: { betId: settled } })
    expect((await cancel(player, round)).body).toEqual({ errorMessage: 'bet_not_cancellable', errorValues: { betId: round } })
    const other = await registerPlayer(app, db())
    expect((await cancel(other, started)).body).toEqual({ errorMessage: 'not_found', errorValues: { betId: started } })
    expect((await cancel(player, 'x')).body).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'betId' } })
    expect(await main(player)).toBe(before)
  })

  it('lists the promotions that ask for a winning bet', async () => {
    const player = await registerPlayer(app, db())
    const offers = await call(app, 'GET', '/MemberBet/getBetUploadOffers', undefined, { token: player.token, headers: { lang: 'kr' } })
    expect(offers.body).toEqual({
      offers: [{ promotion: BIG_WIN_PROMOTION, title: '빅윈 보너스: 당첨금의 10% 추가 지급', minMultiple: 2, withinDays: 30, rewardPercent: 10, rewardMax: 5_000 }],
    })
  })

  it('files a winning bet with its screenshot for review; the demo operator approves it and pays the bonus', async () => {
    const player = await registerPlayer(app, db(), { balance: 1_000 })
    const win = await bet(player, { stake: 1_000, payout: 4_000, game: slotGame })
    const sent = await upload(player, win)
    expect(sent.status).toBe(200)
    const filed = sent.body as { reference: string; status: string; reward: number }
    expect(filed).toMatchObject({ status: 'submitted', reward: 300 })
    expect(filed.reference).toMatch(/^U-\d{8}-\d{6,}$/)
    expect((await records(player)).records.find((r) => r.id === win)?.upload).toEqual({ reference: filed.reference, promotion: BIG_WIN_PROMOTION, status: 'submitted', reason: null })
    expect((await upload(player, win)).body).toEqual({ errorMessage: 'bet_already_uploaded', errorValues: { betId: win } })

    const before = await main(player)
    clock.advance(31_000)
    await (await buildTestApp(target.database, { adminToken: ADMIN, now: clock.now })).runDemoOperator()
    expect((await records(player)).records.find((r) => r.id === win)?.upload).toMatchObject({ status: 'approved' })
    expect(await main(player)).toBe(before + 300)
    expect(await turnoverRemaining(db(), player.memberId)).toBe(300)
  })

  it('refuses a bet that did not win twice its stake, one settled too long ago, an unknown promotion and a file that is no image', async () => {
    const player = await registerPlayer(app, db(), { balance: 4_000 })
    const small = await bet(player, { stake: 1_000, payout: 1_500, game: slotGame })
    const old = await bet(player, { stake: 1_000, payout: 5_000, game: slotGame, hoursAgo: 31 * 24 })
    const open = await bet(player, { stake: 1_000, payout: null, eventInHours: 4 })
    const good = await bet(player, { stake: 1_000, payout: 2_000, game: slotGame })
    expect((await upload(player, small)).body).toEqual({ errorMessage: 'bet_upload_not_winning', errorValues: { multiple: 2 } })
    expect((await upload(player, open)).body).toEqual({ errorMessage: 'bet_upload_not_winning', errorValues: { multiple: 2 } })
    expect((await upload(player, old)).body).toEqual({ errorMessage: 'bet_upload_too_old', errorValues: { days: 30 } })
    expect((await upload(player, good, 'event/refer-a-friend')).body).toEqual({ errorMessage: 'not_found', errorValues: { promotion: 'event/refer-a-friend' } })
    expect((await upload(player, good, BIG_WIN_PROMOTION, Buffer.from('MZ not a picture at all').toString('base64'))).body).toEqual({
      errorMessage: 'image_invalid',
      errorValues: { field: 'screenshot' },
    })
    const other = await registerPlayer(app, db())
    expect((await upload(other, good)).body).toEqual({ errorMessage: 'not_found', errorValues: { betId: good } })
    expect(await db().selectFrom('member_requests').select('id').where('member_id', '=', player.memberId).execute()).toEqual([])
  })

  it('lets an operator reject a submission with a reason the member sees', async () => {
    const player = await registerPlayer(app, db(), { balance: 500 })
    const win = await bet(player, { stake: 500, payout: 2_000, game: slotGame })
    const filed = (await upload(player, win)).body as { reference: string }
    const listed = await app.inject({ method: 'GET', url: `/api/admin/bet-uploads?username=${player.username}`, headers: { 'admin-token': ADMIN } })
    const item = (listed.json() as { items: { id: number; reference: string; betId: number; promotion: string; status: string }[] }).items[0]!
    expect(item).toMatchObject({ reference: filed.reference, betId: win, promotion: BIG_WIN_PROMOTION, status: 'submitted', amount: 150 })
    const decided = await app.inject({
      method: 'POST',
      url: `/api/admin/bet-uploads/${item.id}/decision`,
      headers: { 'admin-token': ADMIN },
      payload: { decision: 'reject', reason: 'bet_not_eligible' },
    })
    expect(decided.statusCode).toBe(200)
    expect((await records(player)).records.find((r) => r.id === win)?.upload).toMatchObject({ status: 'rejected', reason: 'bet_not_eligible' })
    expect(await main(player)).toBe(2_000)
  })
})
