import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MemberCoupon } from '../../src/shared/calls/coupons'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, TEST_REAL_NAME, type TestApp } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { addCard, keyed, registerPlayer, type Player } from '../test/players'
import { turnoverRemaining } from '../wallet/turnover'

const ADMIN = 'coupons-admin'
// The depositor's name: the card's holder, the member's own real name.
const HOLDER = TEST_REAL_NAME
const DAY_MS = 86_400_000

describeDatabases('coupons and the deposit filing', (target: DatabaseTarget) => {
  let test: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    test = await buildTestApp(target.database, { adminToken: ADMIN, depositReviewSeconds: 0 })
    app = test.app
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const main = async (player: Player) => (await memberAccount(db(), player.memberId, 'main')).balance
  const redeem = (player: Player, code: string, key?: string) => keyed(app, '/Coupon/redeemCouponCode', { code }, player.token, key)
  const list = async (player: Player, tab: 'available' | 'used' | 'expired') => {
    const response = await call(app, 'POST', '/Coupon/getMemberCouponList', { tab }, { token: player.token })
    expect(response.status).toBe(200)
    return (response.body as { coupons: MemberCoupon[] }).coupons
  }
  /** A fresh member with a verified card in HOLDER's name who holds the welcome deposit coupon. */
  const depositor = async () => {
    const player = await registerPlayer(app, db())
    const now = test.clock.now()
    await addCard(db(), player, now)
    const coupon = await db().selectFrom('coupons').select(['id', 'valid_days']).where('slug', '=', 'welcome-deposit-10').executeTakeFirstOrThrow()
    const held = await db()
      .insertInto('member_coupons')
      .values({ member_id: player.memberId, coupon_id: coupon.id, acquired_at: now, expires_at: new Date(now.getTime() + coupon.valid_days * DAY_MS) })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { player, couponId: held.id }
  }
  const deposit = (player: Player, amount: number, couponId?: number) =>
    keyed(app, '/Deposit/memberPasswordDeposit', { amount, depositorName: HOLDER, ...(couponId ? { couponId } : {}) }, player.token)
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/decision`, headers: { 'admin-token': ADMIN }, payload: { decision, ...(reason ? { reason } : {}) } })

  describe('redeeming a code', () => {
    it('credits a free bonus once, with its turnover, and lists the coupon as used with its reference', async () => {
      const player = await registerPlayer(app, db())
      const redeemed = await redeem(player, 'demo-bonus5')
      expect(redeemed.status).toBe(200)
      expect(redeemed.body).toMatchObject({ kind: 'free_bonus', status: 'used', bonus: 500, amount: 500, turnoverMultiple: 2 })
      expect(await main(player)).toBe(500)
      expect(await turnoverRemaining(db(), player.memberId)).toBe(1_000)
      const [used] = await list(player, 'used')
      expect(used).toMatchObject({ name: 'Free bonus 5.00', bonus: 500 })
      expect(used?.reference).toMatch(/^C-\d{8}-\d{6,}$/)
      expect(await list(player, 'available')).toEqual([])

      const again = await redeem(player, 'DEMO-BONUS5')
      expect(again.status).toBe(422)
      expect(again.body).toEqual({ errorMessage: 'coupon_already_held', errorValues: { field: 'code' } })
      expect(await main(player)).toBe(500)
    })

    it('answers a repeat of the same key with the first result, and refuses the key with another code', async () => {
      const player = await registerPlayer(app, db())
      const key = crypto.randomUUID()
      const first = await redeem(player, 'DEMO-BONUS5', key)
      const repeat = await redeem(player, 'DEMO-BONUS5', key)
      expect(repeat.status).toBe(200)
      expect(repeat.body).toEqual(first.body)
      expect((await redeem(player, 'OTHER-CODE', key)).body).toMatchObject({ errorMessage: 'idempotency_key_reused' })
      expect(await main(player)).toBe(500)
    })

    it('refuses an unknown or malformed code, and a member without the participation flag, moving nothing', async () => {
      const player = await registerPlayer(app, db())
      expect((await redeem(player, 'NO-SUCH-CODE')).body).toEqual({ errorMessage: 'coupon_code_unknown', errorValues: { field: 'code' } })
      expect((await redeem(player, 'bad code!')).status).toBe(400)
      await db().updateTable('members').set({ participation: false }).where('id', '=', player.memberId).execute()
      const refused = await redeem(player, 'DEMO-BONUS5')
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ errorMessage: 'participation_required' })
      expect(await main(player)).toBe(0)
      expect(await list(player, 'used')).toEqual([])
    })

    it('counts one redemption when the same code is sent twenty times at once with different keys', async () => {
      const player = await registerPlayer(app, db())
      const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(player, 'DEMO-BONUS5')))
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
      expect(answers.filter((answer) => answer.status === 422).every((answer) => answer.body?.errorMessage === 'coupon_already_held')).toBe(true)
      expect(await main(player)).toBe(500)
      expect(await list(player, 'used')).toHaveLength(1)
    })
  })

  describe('a deposit coupon', () => {
    it('is reserved by the deposit it is chosen with and credits its bonus with its turnover on approval', async () => {
      const { player, couponId } = await depositor()
      const filed = await deposit(player, 10_000, couponId)
      expect(filed.status).toBe(200)
      expect(filed.body).toMatchObject({ amount: 10_000, couponBonus: 1_000 })
      const [reserved] = await list(player, 'available')
      expect(reserved).toMatchObject({ id: couponId, reservedFor: filed.body?.reference })

      expect((await decide(Number(filed.body?.id), 'approve')).statusCode).toBe(200)
      expect(await main(player)).toBe(11_000)
      expect(await turnoverRemaining(db(), player.memberId)).toBe(10_000 + 3_000)
      expect(await list(player, 'available')).toEqual([])
      expect((await list(player, 'used'))[0]).toMatchObject({ id: couponId, bonus: 1_000 })
    })

    it('caps the bonus at its maximum', async () => {
      const { player, couponId } = await depositor()
      const filed = await deposit(player, 90_000, couponId)
      expect(filed.body).toMatchObject({ couponBonus: 5_000 })
      await decide(Number(filed.body?.id), 'approve')
      expect(await main(player)).toBe(95_000)
    })

    it('comes back when the deposit is rejected, and credits nothing', async () => {
      const { player, couponId } = await depositor()
      const filed = await deposit(player, 10_000, couponId)
      await decide(Number(filed.body?.id), 'reject', 'payment_not_received')
      expect(await main(player)).toBe(0)
      expect((await list(player, 'available'))[0]).toMatchObject({ id: couponId, reservedFor: null, usedAt: null })
      expect((await deposit(player, 10_000, couponId)).status).toBe(200)
    })

    it('refuses a deposit below its minimum, an expired coupon and another member\'s, filing nothing', async () => {
      const { player, couponId } = await depositor()
      const low = await deposit(player, 1_500, couponId)
      expect(low.status).toBe(422)
      expect(low.body).toEqual({ errorMessage: 'coupon_below_minimum', errorValues: { field: 'couponId', min: 2_000 } })
      const other = await depositor()
      expect((await deposit(player, 10_000, other.couponId)).body).toMatchObject({ errorMessage: 'coupon_not_available' })
      const info = await call(app, 'POST', '/Deposit/getMemberDepositInfo', {}, { token: player.token })
      expect(info.body).toMatchObject({ open: null, orders: [] })

      // Past its end (a member's session would not survive moving the clock a month).
      await db().updateTable('member_coupons').set({ expires_at: new Date(test.clock.now().getTime() - 1_000) }).where('id', '=', couponId).execute()
      expect((await list(player, 'expired'))[0]).toMatchObject({ id: couponId })
      expect((await deposit(player, 10_000, couponId)).body).toMatchObject({ errorMessage: 'coupon_not_available' })
    })
  })

  describe('responsible gaming at the deposit filing', () => {
    it('refuses a deposit over the lowest remaining limit, filing nothing and keeping the coupon', async () => {
      const { player, couponId } = await depositor()
      const limits = await call(app, 'POST', '/ResponsibleGaming/setDepositLimits', { day: 15_000, week: null, month: null }, { token: player.token })
      expect(limits.status).toBe(200)
      const first = await deposit(player, 10_000)
      expect(first.status).toBe(200)
      await decide(Number(first.body?.id), 'approve')
      const over = await deposit(player, 6_000, couponId)
      expect(over.status).toBe(409)
      expect(over.body).toMatchObject({ errorMessage: 'deposit_limit_reached', errorValues: { remaining: 5_000 } })
      expect((await list(player, 'available'))[0]).toMatchObject({ id: couponId, reservedFor: null })
      expect((await deposit(player, 5_000)).status).toBe(200)
    })

    it('ends an excluded member\'s sessions and refuses the login, so no deposit can be filed', async () => {
      const { player } = await depositor()
      expect((await call(app, 'POST', '/ResponsibleGaming/startExclusion', { kind: 'time_out', period: '24h' }, { token: player.token })).status).toBe(200)
      const fresh = await call(app, 'POST', '/Member/memberLogin', { username: player.username, password: 'Secret123' })
      expect(fresh.body).toMatchObject({ errorMessage: 'account_excluded' })
      const info = await db().selectFrom('member_requests').select('id').where('member_id', '=', player.memberId).where('kind', '=', 'deposit').execute()
      expect(info).toEqual([])
      expect((await deposit(player, 5_000)).status).toBe(401)
    })
  })
})
