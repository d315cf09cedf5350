import type { Transaction } from 'kysely'
import { shiftMonth } from './operatorCalendar'
import { grantTickets } from './tickets'
import { openMemberAccounts } from '../ledger/accounts'
import { payFromHouse } from '../ledger/payFromHouse'
import { MEMBER_CURRENCY } from '../members/registration'
import { createRequest, transitionRequest } from '../requests/memberRequests'
import type { DB } from '../db/schema'

// The demo's engagement (README, demo accounts): `demo` holds three lucky-draw tickets and is an agent
// (1% commission) with a sub-agent code and two referred members who play, one of whom has deposited,
// so last month's commission can be claimed and this month's accrues; and demo's unread service
// reply answers an inquiry, so the customer-service centre opens on a thread.

export const DEMO_TICKETS = 3
const DEMO_COMMISSION_BP = 100
export const DEMO_SUB_AGENT_CODE = 'KRFORUM7'
const HOUR_MS = 3_600_000

interface Referred {
  username: string
  realName: string
  phone: string
  email: string
  referralCode: string
  /** Registered with demo's sub-agent code rather than demo's referral code. */
  viaSubAgentCode: boolean
  /** An approved deposit of this many minor units, or none. */
  deposit: number | null
  /** Stakes of settled bets: [months before the current one, day of that month, stake]. */
  bets: [monthsAgo: number, day: number, stake: number][]
}

const referredDemoMembers: Referred[] = [
  {
    username: 'minji88',
    realName: 'Lee Min-ji',
    phone: '+82 10-5678-1234',
    email: 'minji@example.com',
    referralCode: 'MINJI888',
    viaSubAgentCode: false,
    deposit: 10_000,
    bets: [[1, 10, 10_000], [1, 14, 5_000], [1, 21, 15_000], [0, 2, 5_000]],
  },
  {
    username: 'tuan_vn',
    realName: 'Pham Anh Tuan',
    phone: '+84 93 456 7890',
    email: 'tuan@example.com',
    referralCode: 'TUANVN24',
    viaSubAgentCode: true,
    deposit: null,
    bets: [[1, 12, 20_000], [0, 1, 7_000]],
  },
]

async function seedReferred(trx: Transaction<DB>, demoId: number, codeId: number, passwordHash: string, now: Date): Promise<void> {
  const game = await trx.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()
  const thisMonth = now.toISOString().slice(0, 7)
  for (const referred of referredDemoMembers) {
    const joinedAt = new Date(now.getTime() - 40 * 24 * HOUR_MS)
    const { id } = await trx
      .insertInto('members')
      .values({
        username: referred.username,
        password_hash: passwordHash,
        real_name: referred.realName,
        phone: referred.phone,
        email: referred.email,
        currency: MEMBER_CURRENCY,
        seamless: true,
        participation: true,
        referral_code: referred.referralCode,
        referred_by_code: referred.viaSubAgentCode ? null : 'DEMO2024',
        sub_agent_code: referred.viaSubAgentCode ? DEMO_SUB_AGENT_CODE : null,
        created_at: joinedAt,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await openMemberAccounts(trx, id, MEMBER_CURRENCY)
    await trx
      .insertInto('member_referrals')
      .values({ member_id: id, referrer_id: demoId, sub_agent_code_id: referred.viaSubAgentCode ? codeId : null, created_at: joinedAt })
      .execute()
    if (referred.deposit) {
      const depositedAt = new Date(joinedAt.getTime() + 2 * HOUR_MS)
      const order = await createRequest(trx, {
        kind: 'deposit', memberId: id, status: 'submitted', amount: referred.deposit,
        details: { channel: 'bank_transfer', depositorName: referred.realName }, at: depositedAt,
      })
      await transitionRequest(trx, order.id, { to: 'approved', at: depositedAt })
      await payFromHouse(trx, { kind: 'deposit', memberId: id, account: 'main', requestId: order.id, amount: referred.deposit, memo: 'demo data', at: depositedAt })
    }
    // Mid-month and at noon UTC: in the same calendar month in every time zone.
    const bets = referred.bets.map(([monthsAgo, day, stake]) => {
      const placedAt = new Date(`${shiftMonth(thisMonth, -monthsAgo)}-${String(day).padStart(2, '0')}T12:00:00.000Z`)
      return { member_id: id, game_id: game.id, stake, payout: 0, status: 'settled' as const, placed_at: placedAt, settled_at: new Date(placedAt.getTime() + 60_000) }
    })
    await trx.insertInto('bets').values(bets.filter((bet) => bet.settled_at < now)).execute()
  }
}

/** demo's unread "Re: Deposit question" service message becomes the reply in an inquiry thread. */
async function seedInquiry(trx: Transaction<DB>, demoId: number): Promise<void> {
  const message = await trx
    .selectFrom('member_messages')
    .select(['id', 'created_at'])
    .where('member_id', '=', demoId)
    .where('kind', '=', 'service')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const askedAt = new Date(message.created_at.getTime() - HOUR_MS)
  const text = 'I made a bank transfer deposit at 13:40 but my balance has not changed yet. Could you check it, please?'
  const inquiry = await createRequest(trx, {
    kind: 'inquiry', memberId: demoId, status: 'open', amount: 0,
    details: { category: 'deposit', excerpt: text.slice(0, 80), language: 'en' }, at: askedAt,
  })
  await trx
    .insertInto('inquiry_posts')
    .values([
      { request_id: inquiry.id, author: 'member', body: text, image_id: null, message_id: null, created_at: askedAt },
      {
        request_id: inquiry.id, author: 'operator', message_id: message.id, image_id: null, created_at: message.created_at,
        body: 'Hello, your deposit was confirmed at 14:02. Please contact us if anything is unclear.',
      },
    ])
    .execute()
  await transitionRequest(trx, inquiry.id, { to: 'answered', at: message.created_at })
}

export async function seedEngagement(trx: Transaction<DB>, now: Date, passwordHash: string): Promise<void> {
  const demo = await trx.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
  await grantTickets(trx, demo.id, DEMO_TICKETS, now)
  await trx.insertInto('agents').values({ member_id: demo.id, commission_bp: DEMO_COMMISSION_BP, created_at: now }).execute()
  const code = await trx
    .insertInto('sub_agent_codes')
    .values({ agent_id: demo.id, code: DEMO_SUB_AGENT_CODE, label: '국내 커뮤니티 포럼', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await seedReferred(trx, demo.id, code.id, passwordHash, now)
  await seedInquiry(trx, demo.id)
}
