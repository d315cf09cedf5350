import type { Transaction } from 'kysely'
import { translated, type Texts } from '../content/translated'
import type { DB } from '../db/schema'
import { payFromHouse } from '../ledger/payFromHouse'
import { createRequest } from '../requests/memberRequests'

// The operator's coupons, and what `demo` holds from the start: a deposit bonus to choose with a
// deposit, one used (its bonus is part of the starting balance: seedMembers.ts credits the rest), one
// expired. Two codes anyone may redeem once: DEMO-BONUS5 (a free bonus) and DEPOSIT10 (a deposit
// bonus), listed in the README.

const DAY_MS = 86_400_000

interface SeedCoupon {
  slug: string
  code: string | null
  kind: 'deposit_bonus' | 'free_bonus'
  name: Texts
  percent?: number
  maxBonus?: number
  amount?: number
  minDeposit?: number
  turnoverMultiple: number
  validDays: number
}

const coupons: SeedCoupon[] = [
  {
    slug: 'welcome-deposit-10', code: null, kind: 'deposit_bonus', percent: 10, maxBonus: 5_000, minDeposit: 2_000, turnoverMultiple: 3, validDays: 30,
    name: ['Welcome deposit bonus 10%', '첫 입금 보너스 10%', '首存紅利 10%', 'Thưởng nạp đầu 10%'],
  },
  {
    slug: 'reload-20', code: null, kind: 'deposit_bonus', percent: 20, maxBonus: 10_000, minDeposit: 5_000, turnoverMultiple: 5, validDays: 14,
    name: ['Reload bonus 20%', '재충전 보너스 20%', '續存紅利 20%', 'Thưởng nạp lại 20%'],
  },
  {
    slug: 'weekend-free-3', code: null, kind: 'free_bonus', amount: 300, turnoverMultiple: 1, validDays: 7,
    name: ['Weekend free bonus', '주말 무료 보너스', '週末免費紅利', 'Thưởng miễn phí cuối tuần'],
  },
  {
    slug: 'deposit-code-10', code: 'DEPOSIT10', kind: 'deposit_bonus', percent: 10, maxBonus: 2_000, minDeposit: 1_000, turnoverMultiple: 3, validDays: 14,
    name: ['Deposit bonus 10%', '입금 보너스 10%', '存款紅利 10%', 'Thưởng nạp tiền 10%'],
  },
  {
    slug: 'demo-bonus-5', code: 'DEMO-BONUS5', kind: 'free_bonus', amount: 500, turnoverMultiple: 2, validDays: 30,
    name: ['Free bonus 5.00', '무료 보너스 5.00', '免費紅利 5.00', 'Thưởng miễn phí 5.00'],
  },
]

interface DemoHolding {
  username: string
  slug: string
  acquiredDaysAgo: number
  usedDaysAgo?: number
}

const holdings: DemoHolding[] = [
  { username: 'demo', slug: 'welcome-deposit-10', acquiredDaysAgo: 1 },
  { username: 'demo', slug: 'weekend-free-3', acquiredDaysAgo: 12, usedDaysAgo: 12 },
  { username: 'demo', slug: 'reload-20', acquiredDaysAgo: 20 },
]

/** What the used demo coupons of `username` added to the balance. */
export function creditedByDemoCoupons(username: string): number {
  return holdings
    .filter((holding) => holding.username === username && holding.usedDaysAgo !== undefined)
    .reduce((sum, holding) => sum + (coupons.find((coupon) => coupon.slug === holding.slug)?.amount ?? 0), 0)
}

export async function seedCoupons(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const coupon of coupons) {
    await trx
      .insertInto('coupons')
      .values({
        slug: coupon.slug,
        code: coupon.code,
        kind: coupon.kind,
        name: JSON.stringify(translated(coupon.name)),
        percent: coupon.percent ?? 0,
        max_bonus: coupon.maxBonus ?? 0,
        amount: coupon.amount ?? 0,
        min_deposit: coupon.minDeposit ?? 0,
        turnover_multiple: coupon.turnoverMultiple,
        valid_days: coupon.validDays,
      })
      .execute()
  }
  for (const holding of holdings) {
    const member = await trx.selectFrom('members').select('id').where('username', '=', holding.username).executeTakeFirstOrThrow()
    const coupon = await trx.selectFrom('coupons').selectAll().where('slug', '=', holding.slug).executeTakeFirstOrThrow()
    const acquiredAt = new Date(now.getTime() - holding.acquiredDaysAgo * DAY_MS)
    const usedAt = holding.usedDaysAgo === undefined ? null : new Date(now.getTime() - holding.usedDaysAgo * DAY_MS + 60_000)
    let requestId: number | null = null
    if (usedAt) {
      const request = await createRequest(trx, { kind: 'coupon', memberId: member.id, status: 'credited', amount: coupon.amount, details: { coupon: coupon.slug }, at: usedAt })
      await payFromHouse(trx, {
        kind: 'coupon_bonus',
        memberId: member.id,
        account: 'main',
        amount: coupon.amount,
        memo: request.reference,
        requestId: request.id,
        at: usedAt,
      })
      requestId = request.id
    }
    await trx
      .insertInto('member_coupons')
      .values({
        member_id: member.id,
        coupon_id: coupon.id,
        acquired_at: acquiredAt,
        expires_at: new Date(acquiredAt.getTime() + coupon.valid_days * DAY_MS),
        used_at: usedAt,
        bonus: usedAt ? coupon.amount : null,
        request_id: requestId,
      })
      .execute()
  }
}
