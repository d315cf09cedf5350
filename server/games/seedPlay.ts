import type { Transaction } from 'kysely'
import { bannerArt } from '../content/artwork'
import { translated, type Texts } from '../content/translated'
import type { DB } from '../db/schema'
import { memberAccount, systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { DEMO_BETTOR } from './demoBets'
import { placeBet } from './bets'

// Play's demo data: a promotion that asks for a winning bet with a screenshot (UploadBettingPop),
// and a few open sports bets of the demo member, placed through the ledger so they can be cancelled
// and refunded; one event has already started. Their stakes come from a demo deposit of the same
// sum, so the demo member's main balance stays what the README says.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface DemoSportsBet {
  stake: number
  placedAt: Date
  eventStartsAt: Date
}

export function demoSportsBets(now: Date): DemoSportsBet[] {
  return [
    { stake: 1_000, placedHoursAgo: 2, eventInHours: 30 },
    { stake: 2_500, placedHoursAgo: 5, eventInHours: 80 },
    { stake: 500, placedHoursAgo: 20, eventInHours: 200 },
    { stake: 1_500, placedHoursAgo: 3, eventInHours: -1 },
  ].map(({ stake, placedHoursAgo, eventInHours }) => ({
    stake,
    placedAt: new Date(now.getTime() - placedHoursAgo * HOUR_MS),
    eventStartsAt: new Date(now.getTime() + eventInHours * HOUR_MS),
  }))
}

export const BIG_WIN_PROMOTION = 'event/big-win'

const bigWin: { title: Texts; summary: Texts; terms: Texts } = {
  title: ['Big win bonus: 10% on top of your win', '빅윈 보너스: 당첨금의 10% 추가 지급', '大獎加碼：贏額再送 10%', 'Thưởng thắng lớn: thêm 10% tiền thắng'],
  summary: [
    'Win at least twice your stake, send us the bet with a screenshot, and get 10% of the net win as a bonus.',
    '베팅액의 2배 이상 당첨되면 베팅 내역과 스크린샷을 보내 주세요. 순당첨금의 10%를 보너스로 드립니다.',
    '贏得投注額兩倍以上，提交注單與截圖，即可獲得淨贏額 10% 紅利。',
    'Thắng ít nhất gấp đôi tiền cược, gửi cho chúng tôi vé cược kèm ảnh chụp màn hình và nhận 10% tiền thắng ròng làm tiền thưởng.',
  ],
  terms: [
    '<ul><li>The bet must have paid at least twice its stake and settled within the last 30 days.</li><li>Send it from Betting records with a screenshot; each bet counts once.</li><li>The bonus is 10% of the net win, up to $50, credited once approved and wagered once before withdrawal.</li></ul>',
    '<ul><li>베팅액의 2배 이상 지급되고 최근 30일 이내에 정산된 베팅이어야 합니다.</li><li>베팅 내역에서 스크린샷과 함께 보내 주세요. 베팅당 1회만 인정됩니다.</li><li>보너스는 순당첨금의 10%(최대 $50)이며 승인 후 지급되고, 출금 전 1배 롤링이 필요합니다.</li></ul>',
    '<ul><li>注單派彩須至少為投注額兩倍，且於最近 30 天內結算。</li><li>請從投注紀錄附上截圖提交，每筆注單限一次。</li><li>紅利為淨贏額的 10%，最高 $50，核准後發放，提款前須完成 1 倍流水。</li></ul>',
    '<ul><li>Vé cược phải trả ít nhất gấp đôi tiền cược và được thanh toán trong 30 ngày gần nhất.</li><li>Gửi từ Lịch sử cược kèm ảnh chụp màn hình; mỗi vé chỉ được tính một lần.</li><li>Tiền thưởng bằng 10% tiền thắng ròng, tối đa $50, được cộng khi duyệt và phải cược một lần trước khi rút.</li></ul>',
  ],
}

async function seedBigWinOffer(trx: Transaction<DB>, now: Date): Promise<void> {
  const banner = `/media/promotions/${BIG_WIN_PROMOTION.replaceAll('/', '-')}.svg`
  await trx.insertInto('media').values({ path: banner, content_type: 'image/svg+xml', body: bannerArt(BIG_WIN_PROMOTION, '+10%'), created_at: now }).execute()
  const { last } = await trx.selectFrom('promotions').select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(0)).as('last')).executeTakeFirstOrThrow()
  const { id } = await trx
    .insertInto('promotions')
    .values({
      slug: BIG_WIN_PROMOTION,
      category: 'event',
      title: JSON.stringify(translated(bigWin.title)),
      summary: JSON.stringify(translated(bigWin.summary)),
      terms_html: JSON.stringify(translated(bigWin.terms)),
      banner,
      starts_at: new Date(now.getTime() - 10 * DAY_MS),
      ends_at: null,
      action: 'claim',
      featured: false,
      position: Number(last) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx.insertInto('bet_upload_offers').values({ promotion_id: id, min_multiple: 2, within_days: 30, reward_percent: 10, reward_max: 5_000 }).execute()
}

async function seedSportsBets(trx: Transaction<DB>, now: Date): Promise<void> {
  const member = await trx.selectFrom('members').select(['id', 'currency']).where('username', '=', DEMO_BETTOR).executeTakeFirstOrThrow()
  const games = await trx
    .selectFrom('games')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select('games.id')
    .where('game_categories.path', 'like', 'sports/%')
    .orderBy('games.id')
    .execute()
  const bets = demoSportsBets(now)
  const main = await memberAccount(trx, member.id, 'main')
  await postTransfer(trx, {
    kind: 'demo_deposit',
    memberId: member.id,
    fromAccountId: await systemAccountId(trx, member.currency),
    toAccountId: main.id,
    amount: bets.reduce((sum, bet) => sum + bet.stake, 0),
    memo: 'demo data',
    at: now,
  })
  for (const [i, bet] of bets.entries()) {
    const game = games[i % games.length]
    if (!game) throw new Error('the catalogue has no sports games for the demo sports bets')
    await placeBet(trx, {
      memberId: member.id,
      gameId: game.id,
      category: 'sports',
      accountId: main.id,
      roundId: `demo-ticket-${i + 1}`,
      sessionId: null,
      stake: bet.stake,
      payout: null,
      eventStartsAt: bet.eventStartsAt,
      outcome: {},
      at: bet.placedAt,
    })
  }
}

export async function seedDemoPlay(trx: Transaction<DB>, now: Date): Promise<void> {
  await seedBigWinOffer(trx, now)
  await seedSportsBets(trx, now)
}
