// The demo members of the README's table, each with their accounts, balance, points, bank card and
// messages; the other features' demo data builds on them (server/seed.ts).
import type { Transaction } from 'kysely'
import { creditedByDemoCoupons } from '../coupons/seedCoupons'
import type { DB } from '../db/schema'
import { creditedByDemoDeposits } from '../deposits/seedDeposits'
import { translated, type Texts } from '../content/translated'
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
  /** Messages the site wrote, so in the four languages; the English one is the stored title and body. */
  messages: {
    kind: 'member' | 'service'
    title: Texts
    body: Texts
    read: boolean
    prize?: { kind: 'balance' | 'point'; amount: number }
  }[]
}

export const demoMembers: DemoMember[] = [
  {
    username: 'demo',
    realName: '김민준',
    phone: '+82 10-2345-6789',
    email: 'demo@example.com',
    referralCode: 'DEMO2024',
    vipLevel: 2,
    seamless: true,
    participation: true,
    balance: 100_000,
    points: 2_500,
    card: { bankCode: 'KB', bankName: 'KB Kookmin Bank', branch: '강남역지점', accountNumber: '123456-01-234567', verified: true },
    messages: [
      {
        kind: 'member',
        title: ['Weekly sign-in bonus', '주간 출석 보너스', '每週簽到獎勵', 'Thưởng điểm danh hằng tuần'],
        body: [
          '<p>You signed in every day this week. <strong>500 points</strong> are waiting for you: open this message and claim them.</p>',
          '<p>이번 주 매일 출석하셨습니다. <strong>500 포인트</strong>가 기다리고 있습니다. 이 쪽지를 열어 받아 가세요.</p>',
          '<p>您本週每天都完成簽到，<strong>500 點</strong>正等著您：打開這封站內信即可領取。</p>',
          '<p>Bạn đã điểm danh mỗi ngày trong tuần này. <strong>500 điểm</strong> đang chờ bạn: hãy mở tin nhắn này để nhận.</p>',
        ],
        read: false,
        prize: { kind: 'point', amount: 500 },
      },
      {
        kind: 'member',
        title: ['Welcome to the club', 'Lucky Harbor에 오신 것을 환영합니다', '歡迎加入 Lucky Harbor', 'Chào mừng bạn đến với Lucky Harbor'],
        body: [
          'Thank you for joining. Your welcome bonus is waiting in Promotions.',
          '가입해 주셔서 감사합니다. 웰컴 보너스가 프로모션에서 기다리고 있습니다.',
          '感謝您的加入，迎新紅利正在「優惠活動」中等著您。',
          'Cảm ơn bạn đã tham gia. Thưởng chào mừng đang chờ bạn trong mục Khuyến mãi.',
        ],
        read: false,
      },
      {
        kind: 'member',
        title: ['Weekly rebate credited', '주간 리베이트 지급', '每週返水已入帳', 'Đã cộng hoàn trả hằng tuần'],
        body: [
          'Your weekly rebate of 12.50 has been credited to your points.',
          '주간 리베이트 12.50이 포인트로 지급되었습니다.',
          '您的每週返水 12.50 已存入點數。',
          'Khoản hoàn trả hằng tuần 12,50 đã được cộng vào điểm của bạn.',
        ],
        read: false,
      },
      {
        kind: 'member',
        title: ['New sign-in rewards', '새로운 출석 보상', '全新簽到獎勵', 'Phần thưởng điểm danh mới'],
        body: [
          'Sign in 7 days in a row this month to claim a lucky draw ticket.',
          '이번 달 7일 연속 출석하고 행운 추첨 추첨권을 받으세요.',
          '本月連續簽到 7 天，即可領取幸運抽獎券。',
          'Điểm danh 7 ngày liên tiếp trong tháng này để nhận vé quay may mắn.',
        ],
        read: false,
      },
      {
        kind: 'member',
        title: ['Bank account verified', '계좌 인증 완료', '銀行帳戶已驗證', 'Đã xác minh tài khoản ngân hàng'],
        body: [
          'Your KB Kookmin Bank account ending 4567 has been verified.',
          '끝자리 4567 KB국민은행 계좌의 인증이 완료되었습니다.',
          '您尾號 4567 的 KB國民銀行帳戶已通過驗證。',
          'Tài khoản Ngân hàng KB Kookmin có số cuối 4567 của bạn đã được xác minh.',
        ],
        read: true,
      },
      {
        kind: 'service',
        title: ['Re: Deposit question', '문의 답변: 입금 문의', '回覆：存款問題', 'Trả lời: Câu hỏi về nạp tiền'],
        body: [
          'Hello, your deposit was confirmed at 14:02. Please contact us if anything is unclear.',
          '안녕하세요. 회원님의 입금이 14:02에 확인되었습니다. 궁금한 점이 있으시면 언제든지 문의해 주세요.',
          '您好，您的存款已於 14:02 確認入帳。如有任何疑問，歡迎隨時與我們聯繫。',
          'Xin chào, khoản nạp của bạn đã được xác nhận lúc 14:02. Nếu có gì chưa rõ, vui lòng liên hệ với chúng tôi.',
        ],
        read: false,
      },
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
    realName: '陳薇婷',
    phone: '+886 912 345 678',
    email: 'unverified@example.com',
    referralCode: 'UNVERI24',
    vipLevel: 0,
    seamless: true,
    participation: true,
    balance: 0,
    points: 0,
    card: { bankCode: 'CTBC', bankName: 'CTBC Bank', branch: '信義分行', accountNumber: '0123-4567-8901', verified: false },
    messages: [],
  },
  {
    username: 'player',
    realName: '박서연',
    phone: '+82 10-3456-7890',
    email: 'player@example.com',
    referralCode: 'PLAYER24',
    vipLevel: 1,
    seamless: false,
    participation: true,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'SHINHAN', bankName: 'Shinhan Bank', branch: '종로지점', accountNumber: '110-234-567890', verified: true },
    messages: [],
  },
  {
    username: 'vip',
    realName: '林美華',
    phone: '+886 922 123 456',
    email: 'vip@example.com',
    referralCode: 'VIPVIP24',
    vipLevel: 3,
    seamless: true,
    participation: true,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'CATHAY', bankName: 'Cathay United Bank', branch: '大安分行', accountNumber: '2345-6789-0123', verified: true },
    messages: [],
  },
  {
    username: 'newbie',
    realName: 'Trần Minh Khoa',
    phone: '+84 91 234 5678',
    email: 'newbie@example.com',
    referralCode: 'NEWBIE24',
    vipLevel: 0,
    seamless: true,
    participation: false,
    balance: 50_000,
    points: 0,
    card: { bankCode: 'VCB', bankName: 'Vietcombank', branch: 'Chi nhánh Ba Đình', accountNumber: '0451 0009 87654', verified: true },
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
          title: message.title[0],
          body: message.body[0],
          translations: JSON.stringify({ title: translated(message.title), body: translated(message.body) }),
          created_at: createdAt,
          read_at: message.read ? createdAt : null,
          prize_kind: message.prize?.kind ?? null,
          prize_amount: message.prize?.amount ?? null,
        })
        .execute()
    }
  }
}
