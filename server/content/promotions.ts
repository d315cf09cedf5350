// The demo promotions. Slugs are paths (a promotion may sit several levels deep); one promotion's
// terms carry hostile markup that the site's sanitizer must strip.
import { HOSTILE_MARKUP } from './announcements'
import type { Texts } from './translated'

export interface PromotionSeed {
  slug: string
  category: 'welcome' | 'reload' | 'rebate' | 'event'
  action: 'register' | 'deposit' | 'claim'
  featured: boolean
  bannerFigure: string
  /** Days from the seed time; a negative start began in the past, a null end never ends. */
  startsInDays: number
  endsInDays: number | null
  title: Texts
  summary: Texts
  termsHtml: Texts
}

function terms(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
}

export const promotionSeeds: PromotionSeed[] = [
  {
    slug: 'welcome/first-deposit',
    category: 'welcome',
    action: 'register',
    featured: true,
    bannerFigure: '100%',
    startsInDays: -60,
    endsInDays: null,
    title: ['100% first deposit bonus up to $500', '첫 입금 100% 보너스 (최대 $500)', '首存 100% 紅利，最高 $500', 'Thưởng 100% lần nạp đầu, tối đa $500'],
    summary: [
      'Join today and we double your first deposit, up to $500.',
      '지금 가입하시면 첫 입금액을 최대 $500까지 두 배로 드립니다.',
      '立即註冊，首次存款加倍奉送，最高 $500。',
      'Đăng ký hôm nay, chúng tôi nhân đôi lần nạp đầu tiên của bạn, tối đa $500.',
    ],
    termsHtml: [
      terms(['Minimum deposit $20; the bonus is 100% of the first deposit, at most $500.', 'Deposit and bonus must be wagered 10 times on slots or 20 times on live casino within 30 days.', 'One welcome bonus per person, household, device and bank card.', 'Withdrawing before the wagering is met cancels the bonus and its winnings.']),
      terms(['최소 입금액은 $20이며, 보너스는 첫 입금액의 100%로 최대 $500입니다.', '입금액과 보너스 합계를 30일 이내에 슬롯 10배 또는 라이브 카지노 20배 롤링해야 합니다.', '웰컴 보너스는 1인, 1가구, 1기기, 1계좌당 1회만 지급됩니다.', '롤링 조건 충족 전 출금 시 보너스와 보너스 당첨금은 취소됩니다.']),
      terms(['最低存款 $20，紅利為首存金額的 100%，最高 $500。', '存款加紅利須於 30 天內在老虎機完成 10 倍流水，或在真人視訊完成 20 倍流水。', '每人、每戶、每台裝置及每個銀行帳戶限領一次迎新紅利。', '未完成流水即提款，紅利及其贏得金額將被取消。']),
      terms(['Nạp tối thiểu $20; tiền thưởng bằng 100% lần nạp đầu, tối đa $500.', 'Tiền nạp và tiền thưởng phải được cược 10 lần với nổ hũ hoặc 20 lần với casino trực tiếp trong 30 ngày.', 'Mỗi người, hộ gia đình, thiết bị và tài khoản ngân hàng chỉ nhận thưởng chào mừng một lần.', 'Rút tiền trước khi hoàn thành doanh thu cược sẽ hủy tiền thưởng và tiền thắng từ thưởng.']),
    ],
  },
  {
    slug: 'welcome/sports/free-bet',
    category: 'welcome',
    action: 'register',
    featured: false,
    bannerFigure: '$10',
    startsInDays: -30,
    endsInDays: 60,
    title: ['$10 free bet for new sports players', '스포츠 신규 회원 $10 프리벳', '體育新會員 $10 免費投注', 'Cược miễn phí $10 cho người chơi thể thao mới'],
    summary: [
      'Place your first sports bet of $10 or more and get a $10 free bet.',
      '첫 스포츠 베팅을 $10 이상 하시면 $10 프리벳을 드립니다.',
      '首筆體育投注滿 $10，即送 $10 免費投注。',
      'Đặt cược thể thao đầu tiên từ $10 trở lên và nhận ngay $10 cược miễn phí.',
    ],
    termsHtml: [
      terms(['The first sports bet must be at least $10 at odds of 1.50 or higher.', 'The free bet is credited within 24 hours after the first bet settles and expires after 7 days.', 'Winnings from the free bet are paid without the stake.']),
      terms(['첫 스포츠 베팅은 배당 1.50 이상, $10 이상이어야 합니다.', '프리벳은 첫 베팅 정산 후 24시간 이내에 지급되며 7일 후 소멸됩니다.', '프리벳 당첨금은 베팅 원금을 제외하고 지급됩니다.']),
      terms(['首筆體育投注須至少 $10，且賠率不低於 1.50。', '免費投注於首筆注單結算後 24 小時內發放，7 天後失效。', '免費投注的贏額不含本金。']),
      terms(['Cược thể thao đầu tiên phải từ $10 với tỷ lệ cược từ 1.50 trở lên.', 'Cược miễn phí được cộng trong vòng 24 giờ sau khi cược đầu tiên được thanh toán và hết hạn sau 7 ngày.', 'Tiền thắng từ cược miễn phí được trả không bao gồm tiền cược.']),
    ],
  },
  {
    slug: 'reload/weekend',
    category: 'reload',
    action: 'deposit',
    featured: false,
    bannerFigure: '30%',
    startsInDays: -14,
    endsInDays: 90,
    title: ['Weekend reload: 30% bonus', '주말 재충전 30% 보너스', '週末續存 30% 紅利', 'Nạp lại cuối tuần: thưởng 30%'],
    summary: [
      'Deposit on Saturday or Sunday and receive 30% extra, up to $200.',
      '토요일 또는 일요일에 입금하시면 최대 $200까지 30%를 추가로 드립니다.',
      '週六或週日存款，額外加贈 30%，最高 $200。',
      'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thêm 30%, tối đa $200.',
    ],
    termsHtml: [
      terms(['Once per weekend, on a deposit of at least $30.', 'Bonus and deposit must be wagered 8 times within 7 days.', 'Cannot be combined with the welcome bonus on the same deposit.']),
      terms(['주말마다 1회, $30 이상 입금 시 지급됩니다.', '보너스와 입금액 합계를 7일 이내에 8배 롤링해야 합니다.', '같은 입금에 대해 웰컴 보너스와 중복 지급되지 않습니다.']),
      terms(['每個週末限領一次，單筆存款須至少 $30。', '紅利與存款須於 7 天內完成 8 倍流水。', '同一筆存款不可與迎新紅利同時使用。']),
      terms(['Mỗi cuối tuần một lần, cho lần nạp từ $30 trở lên.', 'Tiền thưởng và tiền nạp phải được cược 8 lần trong 7 ngày.', 'Không áp dụng đồng thời với thưởng chào mừng cho cùng một lần nạp.']),
    ],
  },
  {
    slug: 'rebate/live-casino/daily',
    category: 'rebate',
    action: 'claim',
    featured: false,
    bannerFigure: '0.8%',
    startsInDays: -90,
    endsInDays: null,
    title: ['Daily 0.8% live casino rebate', '라이브 카지노 매일 0.8% 리베이트', '真人視訊每日 0.8% 返水', 'Hoàn trả 0,8% casino trực tiếp mỗi ngày'],
    summary: [
      'Get 0.8% of your live casino turnover back every day, win or lose.',
      '승패와 관계없이 라이브 카지노 베팅액의 0.8%를 매일 돌려드립니다.',
      '不論輸贏，每日返還真人視訊有效投注額的 0.8%。',
      'Nhận lại 0,8% doanh thu cược casino trực tiếp mỗi ngày, dù thắng hay thua.',
    ],
    termsHtml: [
      terms(['The rebate is calculated on settled bets of the previous day (00:00–23:59).', 'Claim it from the rebate card in My account before the end of the day; unclaimed rebates expire.', 'The rebate is paid as points and has no wagering requirement.']),
      terms(['리베이트는 전일(00:00~23:59) 정산된 베팅을 기준으로 계산됩니다.', '마이페이지의 리베이트 카드에서 당일 안에 신청해 주세요. 신청하지 않은 리베이트는 소멸됩니다.', '리베이트는 포인트로 지급되며 롤링 조건이 없습니다.']),
      terms(['返水依前一日（00:00–23:59）已結算注單計算。', '請於當日在會員中心的返水卡片領取，逾期未領取即失效。', '返水以點數發放，無流水要求。']),
      terms(['Tiền hoàn trả được tính trên các cược đã thanh toán của ngày hôm trước (00:00–23:59).', 'Nhận tiền hoàn trả từ thẻ hoàn trả trong mục Tài khoản trước khi hết ngày; nếu không nhận sẽ hết hạn.', 'Tiền hoàn trả được trả bằng điểm và không yêu cầu doanh thu cược.']),
    ],
  },
  {
    slug: 'rebate/slots-cashback',
    category: 'rebate',
    action: 'claim',
    featured: false,
    bannerFigure: '5%',
    startsInDays: -90,
    endsInDays: null,
    title: ['Weekly 5% slots cashback', '슬롯 주간 5% 캐시백', '老虎機每週 5% 現金回饋', 'Hoàn tiền nổ hũ 5% mỗi tuần'],
    summary: [
      'Lost on slots this week? Claim 5% of your net loss back every Monday.',
      '이번 주 슬롯에서 손실을 보셨나요? 매주 월요일 순손실의 5%를 돌려받으세요.',
      '本週老虎機失利？每週一可領回淨輸額的 5%。',
      'Thua nổ hũ trong tuần? Nhận lại 5% số tiền thua ròng vào mỗi thứ Hai.',
    ],
    termsHtml: [
      terms(['Cashback is 5% of the net slots loss from Monday to Sunday, at most $300.', 'Claim it on Monday; it expires at 23:59 on Tuesday.', 'Cashback must be wagered once before it can be withdrawn.']),
      terms(['캐시백은 월요일부터 일요일까지 슬롯 순손실의 5%이며 최대 $300입니다.', '월요일에 신청하실 수 있으며 화요일 23:59에 소멸됩니다.', '캐시백은 1배 롤링 후 출금하실 수 있습니다.']),
      terms(['回饋金為週一至週日老虎機淨輸額的 5%，最高 $300。', '請於週一領取，週二 23:59 失效。', '回饋金須完成 1 倍流水後方可提款。']),
      terms(['Tiền hoàn bằng 5% số tiền thua ròng ở nổ hũ từ thứ Hai đến Chủ nhật, tối đa $300.', 'Nhận vào thứ Hai; hết hạn lúc 23:59 thứ Ba.', 'Tiền hoàn phải được cược một lần trước khi rút.']),
    ],
  },
  {
    slug: 'event/slots-tournament',
    category: 'event',
    action: 'deposit',
    featured: false,
    bannerFigure: '50K',
    startsInDays: -5,
    endsInDays: 25,
    title: ['Slots tournament: 50,000 points to share', '슬롯 토너먼트: 50,000 포인트 상금', '老虎機錦標賽：瓜分 50,000 點', 'Giải đấu nổ hũ: chia 50.000 điểm'],
    summary: [
      'Every $1 bet on slots is one leaderboard point. The top 100 share the prize pool.',
      '슬롯 베팅 $1당 리더보드 1점. 상위 100명이 상금을 나눠 받습니다.',
      '老虎機每投注 $1 累積 1 點排行榜積分，前 100 名瓜分獎金。',
      'Mỗi $1 cược nổ hũ là một điểm xếp hạng. 100 người dẫn đầu chia nhau giải thưởng.',
    ],
    termsHtml: [
      terms(['Bets on all slots count; bets paid with bonus money do not.', 'The leaderboard updates every 10 minutes; ties go to whoever reached the score first.', 'Prizes are credited as points within 48 hours after the tournament ends.']),
      terms(['모든 슬롯 베팅이 집계되며, 보너스 머니로 한 베팅은 제외됩니다.', '리더보드는 10분마다 갱신되며, 동점일 경우 먼저 점수에 도달한 회원이 우선합니다.', '상금은 토너먼트 종료 후 48시간 이내에 포인트로 지급됩니다.']),
      terms(['所有老虎機投注均計入，使用紅利的投注不計。', '排行榜每 10 分鐘更新，同分時以先達到該積分者為準。', '獎金於錦標賽結束後 48 小時內以點數發放。']),
      terms(['Mọi cược nổ hũ đều được tính, trừ cược bằng tiền thưởng.', 'Bảng xếp hạng cập nhật 10 phút một lần; nếu bằng điểm, người đạt điểm trước được xếp trên.', 'Giải thưởng được cộng bằng điểm trong vòng 48 giờ sau khi giải đấu kết thúc.']),
    ],
  },
  {
    slug: 'event/refer-a-friend',
    category: 'event',
    action: 'claim',
    featured: false,
    bannerFigure: '$20',
    startsInDays: -45,
    endsInDays: null,
    title: ['Refer a friend: $20 for both of you', '친구 추천: 두 분 모두에게 $20', '推薦好友：雙方各得 $20', 'Giới thiệu bạn bè: cả hai cùng nhận $20'],
    summary: [
      'Share your referral link. When your friend deposits $50, you both get $20.',
      '추천 링크를 공유하세요. 친구가 $50을 입금하면 두 분 모두 $20을 받습니다.',
      '分享您的推薦連結，好友存款滿 $50，雙方各得 $20。',
      'Chia sẻ liên kết giới thiệu. Khi bạn bè nạp $50, cả hai cùng nhận $20.',
    ],
    termsHtml: [
      terms(['Your friend must register with your referral link or code and deposit at least $50 within 14 days.', 'At most 10 referrals per month.', 'Referring yourself or a shared household voids the reward.']) + HOSTILE_MARKUP,
      terms(['친구가 회원님의 추천 링크나 코드로 가입하고 14일 이내에 $50 이상 입금해야 합니다.', '추천은 월 최대 10명까지 인정됩니다.', '본인 또는 동일 가구 추천 시 보상이 취소됩니다.']) + HOSTILE_MARKUP,
      terms(['好友須透過您的推薦連結或推薦碼註冊，並於 14 天內存款至少 $50。', '每月最多 10 位推薦好友。', '推薦自己或同住家人將取消獎勵。']) + HOSTILE_MARKUP,
      terms(['Bạn bè phải đăng ký bằng liên kết hoặc mã giới thiệu của bạn và nạp ít nhất $50 trong 14 ngày.', 'Tối đa 10 lượt giới thiệu mỗi tháng.', 'Tự giới thiệu bản thân hoặc người cùng hộ gia đình sẽ bị hủy thưởng.']) + HOSTILE_MARKUP,
    ],
  },
]
