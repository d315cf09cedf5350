// The demo members of the README's table, each with their accounts, balance, points, bank card and
// messages; the other features' demo data builds on them (server/seed.ts).
import type { Transaction } from 'kysely'
import { creditedByDemoCoupons } from '../coupons/seedCoupons'
import type { DB } from '../db/schema'
import { creditedByDemoDeposits } from '../deposits/seedDeposits'
import { openMemberAccounts } from '../ledger/accounts'
import { payFromHouse } from '../ledger/payFromHouse'
import { MEMBER_CURRENCY } from './registration'

export const DEMO_PASSWORD = 'Demo1234!'

interface DemoMember {
  username: string
  realName: string
  phone: string
  email: string
  referralCode: string
  vipLevel: number
  /** Plays straight from the main balance; otherwise moves money into a game platform first. */
  seamless: boolean
  /** Qualifies for sign-in rewards and lucky draws. */
  participation: boolean
  balance: number
  points: number
  card: { bankCode: string; bankName: string; branch: string; accountNumber: string; verified: boolean } | null
  /** Newest first; each is an hour older than the one before. */
  messages: {
    kind: 'member' | 'service'
    title: string
    body: string
    read: boolean
    prize?: { kind: 'balance' | 'point'; amount: number }
  }[]
}

export const demoMembers: DemoMember[] = [
  {
    username: 'demo',
    realName: 'Kim Min-jun',
    phone: '+82 10-2345-6789',
    email: 'demo@example.com',
    referralCode: 'DEMO2024',
    vipLevel: 2,
    seamless: true,
    participation: true,
    balance: 100_000,
    points: 2_500,
    card: { bankCode: 'KB', bankName: 'KB Kookmin Bank', branch: 'Gangnam Station Branch', accountNumber: '123456-01-234567', verified: true },
    messages: [
      {
        kind: 'member',
        title: 'Weekly sign-in bonus',
        body: '<p>You signed in every day this week. <strong>500 points</strong> are waiting for you: open this message and claim them.</p>',
        read: false,
        prize: { kind: 'point', amount: 500 },
      },
      { kind: 'member', title: 'Welcome to the club', body: 'Thank you for joining. Your welcome bonus is waiting in Promotions.', read: false },
      { kind: 'member', title: 'Weekly rebate credited', body: 'Your weekly rebate of 12.50 has been credited to your points.', read: false },
      { kind: 'member', title: 'New sign-in rewards', body: 'Sign in 7 days in a row this month to claim a lucky draw ticket.', read: false },
      { kind: 'member', title: 'Bank card verified', body: 'Your KB Kookmin Bank card ending 4567 has been verified.', read: true },
      { kind: 'service', title: 'Re: Deposit question', body: 'Hello, your deposit was confirmed at 14:02. Please contact us if anything is unclear.', read: false },
    ],
  },
  {
    username: 'nocard',
    realName: 'Nguyễn Thị Lan',
    phone: '+84 90 123 4567',
    email: 'nocard@example.com',
    referralCode: 'NOCARD24',
    vipLevel: 0,
    seamless: true,
    participation: true,
    balance: 25_000,
    points: 0,
    card: null,
    messages: [],
  },
  {
    username: 'unverified',
    realName: 'Chen Wei-ting',
    phone: '+886 912 345 678',
    email: 'unverified@example.com',
    referralCode: 'UNVERI24',
    vipLevel: 0,
    seamless: true,
    participation: true,
    balance: 0,
    points: 0,
    card: { bankCode: 'CTBC', bankName: 'CTBC Bank', branch: 'Xinyi Branch', accountNumber: '0123-4567-8901', verified: false },
    messages: [],
  },
  {
    username: 'player',
    realName: 'Park Seo-yeon',
    phone: '+82 10-3456-7890',
    email: 'player@example.com',
    referralCode: 'PLAYER24',
    vipLevel: 1,
    seamless: false,
    participation: true,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'SHINHAN', bankName: 'Shinhan Bank', branch: 'Jongno Branch', accountNumber: '110-234-567890', verified: true },
    messages: [],
  },
  {
    username: 'vip',
    realName: 'Lin Mei-hua',
    phone: '+886 922 123 456',
    email: 'vip@example.com',
    referralCode: 'VIPVIP24',
    vipLevel: 3,
    seamless: true,
    participation: true,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'CATHAY', bankName: 'Cathay United Bank', branch: 'Da-an Branch', accountNumber: '2345-6789-0123', verified: true },
    messages: [],
  },
  {
    username: 'newbie',
    realName: 'Tran Minh Khoa',
    phone: '+84 91 234 5678',
    email: 'newbie@example.com',
    referralCode: 'NEWBIE24',
    vipLevel: 0,
    seamless: true,
    participation: false,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'Ba Dinh Branch', accountNumber: '0451 0009 87654', verified: true },
    messages: [],
  },
]

async function credit(trx: Transaction<DB>, memberId: number, kind: 'main' | 'point', amount: number, at: Date) {
  if (amount === 0) return
  await payFromHouse(trx, {
    kind: kind === 'main' ? 'demo_deposit' : 'demo_points',
    memberId,
    account: kind,
    amount,
    memo: 'demo data',
    at,
  })
}

/** Adds the demo members inside the demo data's transaction; all of them share one password hash. */
export async function seedDemoMembers(trx: Transaction<DB>, now: Date, passwordHash: string): Promise<void> {
  for (const demo of demoMembers) {
    const { id } = await trx
      .insertInto('members')
      .values({
        username: demo.username,
        password_hash: passwordHash,
        real_name: demo.realName,
        phone: demo.phone,
        email: demo.email,
        currency: MEMBER_CURRENCY,
        vip_level: demo.vipLevel,
        seamless: demo.seamless,
        participation: demo.participation,
        referral_code: demo.referralCode,
        referred_by_code: null,
        sub_agent_code: null,
        created_at: now,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await openMemberAccounts(trx, id, MEMBER_CURRENCY)
    await credit(trx, id, 'main', demo.balance - creditedByDemoDeposits(demo.username) - creditedByDemoCoupons(demo.username), now)
    await credit(trx, id, 'point', demo.points, now)

    if (demo.card) {
      await trx
        .insertInto('bank_cards')
        .values({
          member_id: id,
          bank_code: demo.card.bankCode,
          bank_name: demo.card.bankName,
          branch: demo.card.branch,
          account_holder: demo.realName,
          account_number: demo.card.accountNumber,
          is_verify: demo.card.verified,
          created_at: now,
          verified_at: demo.card.verified ? now : null,
        })
        .execute()
    }
    for (const [index, message] of demo.messages.entries()) {
      const createdAt = new Date(now.getTime() - index * 3_600_000)
      await trx
        .insertInto('member_messages')
        .values({
          member_id: id,
          kind: message.kind,
          title: message.title,
          body: message.body,
          created_at: createdAt,
          read_at: message.read ? createdAt : null,
          prize_kind: message.prize?.kind ?? null,
          prize_amount: message.prize?.amount ?? null,
        })
        .execute()
    }
  }
}
