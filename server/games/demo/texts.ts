import type { ContentLanguage } from '../../db/contentSchema'

// The demo games' own words: they are the provider's pages, not the site's, so like the catalogue
// they carry their texts in every language the site speaks. `{name}` marks a value the page fills in.

type Texts = readonly [en: string, kr: string, tw: string, vn: string]

const words = {
  balance: ['Balance', '잔액', '餘額', 'Số dư'],
  stake: ['Stake', '베팅액', '投注額', 'Tiền cược'],
  spin: ['Spin', '스핀', '旋轉', 'Quay'],
  deal: ['Deal', '딜', '發牌', 'Chia bài'],
  yourBet: ['Bet on', '베팅 위치', '下注', 'Đặt cửa'],
  player: ['Player', '플레이어', '閒', 'Nhà Con'],
  banker: ['Banker', '뱅커', '莊', 'Nhà Cái'],
  tie: ['Tie', '타이', '和', 'Hòa'],
  won: ['You won {amount}.', '{amount} 당첨되었습니다.', '贏得 {amount}。', 'Bạn thắng {amount}.'],
  lost: ['No win this time.', '이번에는 당첨되지 않았습니다.', '本局未中獎。', 'Lần này chưa thắng.'],
  returned: ['Your stake of {amount} is returned.', '베팅액 {amount}이(가) 반환되었습니다.', '退回投注額 {amount}。', 'Tiền cược {amount} được hoàn lại.'],
  playerHand: ['Player {total}', '플레이어 {total}', '閒 {total} 點', 'Nhà Con {total}'],
  bankerHand: ['Banker {total}', '뱅커 {total}', '莊 {total} 點', 'Nhà Cái {total}'],
  winner: ['{side} wins.', '{side} 승리.', '{side}贏。', '{side} thắng.'],
  tieResult: ['Tie.', '타이입니다.', '和局。', 'Hòa.'],
  reels: ['Reels: {symbols}', '릴: {symbols}', '轉輪：{symbols}', 'Cuộn: {symbols}'],
  slotRtp: [
    'Return to player: {rtp}. Every spin is drawn on the server with a cryptographic random generator.',
    '환수율: {rtp}. 모든 스핀은 서버에서 암호학적 난수 생성기로 결정됩니다.',
    '返還率：{rtp}。每次旋轉皆由伺服器以加密亂數產生器決定。',
    'Tỷ lệ hoàn trả: {rtp}. Mỗi lượt quay được quyết định trên máy chủ bằng bộ sinh số ngẫu nhiên mật mã.',
  ],
  baccaratRtp: [
    'Return to player: player {player}, banker {banker}, tie {tie}. Every round deals from a freshly shuffled eight-deck shoe on the server.',
    '환수율: 플레이어 {player}, 뱅커 {banker}, 타이 {tie}. 매 라운드 서버에서 새로 섞은 8덱 슈로 딜합니다.',
    '返還率：閒 {player}、莊 {banker}、和 {tie}。每局由伺服器從重新洗牌的八副牌靴發牌。',
    'Tỷ lệ hoàn trả: Nhà Con {player}, Nhà Cái {banker}, Hòa {tie}. Mỗi ván chia từ hộp tám bộ bài vừa xáo trên máy chủ.',
  ],
  slotPays: [
    'Three alike: seven 15×, star 6×, bell 3×, plum 2.5×, cherry 2×. First two alike: seven or star 2.5×, others 2×. A cherry first: stake back.',
    '3개 일치: 세븐 15배, 별 6배, 벨 3배, 자두 2.5배, 체리 2배. 앞 2개 일치: 세븐·별 2.5배, 그 외 2배. 첫 릴 체리: 베팅액 반환.',
    '三個相同：七 15 倍、星 6 倍、鈴 3 倍、李子 2.5 倍、櫻桃 2 倍。前兩個相同：七或星 2.5 倍，其餘 2 倍。首輪櫻桃：退回投注額。',
    'Ba giống nhau: số bảy 15×, ngôi sao 6×, chuông 3×, mận 2,5×, anh đào 2×. Hai cuộn đầu giống nhau: số bảy hoặc ngôi sao 2,5×, còn lại 2×. Anh đào ở cuộn đầu: hoàn tiền cược.',
  ],
  baccaratPays: [
    'Player pays 1:1, banker 0.95:1, tie 8:1. A tie returns player and banker bets.',
    '플레이어 1:1, 뱅커 0.95:1, 타이 8:1. 타이가 나오면 플레이어·뱅커 베팅은 반환됩니다.',
    '閒 1 賠 1，莊 1 賠 0.95，和 1 賠 8。和局時退回閒、莊注。',
    'Nhà Con trả 1:1, Nhà Cái 0,95:1, Hòa 8:1. Khi hòa, cược Nhà Con và Nhà Cái được hoàn lại.',
  ],
  leave: ['Leave game', '게임 나가기', '離開遊戲', 'Rời trò chơi'],
  playing: ['Playing…', '진행 중…', '進行中…', 'Đang chơi…'],
  seven: ['seven', '세븐', '七', 'số bảy'],
  star: ['star', '별', '星', 'ngôi sao'],
  bell: ['bell', '벨', '鈴', 'chuông'],
  plum: ['plum', '자두', '李子', 'mận'],
  cherry: ['cherry', '체리', '櫻桃', 'anh đào'],
  game_session_invalid: [
    'This game session has ended. Open the game again from the site.',
    '게임 세션이 종료되었습니다. 사이트에서 게임을 다시 여세요.',
    '遊戲連線已結束，請從網站重新開啟遊戲。',
    'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ trang web.',
  ],
  round_already_played: [
    'This round was already played; it is not played twice.',
    '이미 진행된 라운드입니다. 두 번 진행되지 않습니다.',
    '此局已進行過，不會重複進行。',
    'Ván này đã được chơi; không chơi lại lần hai.',
  ],
  insufficient_funds: [
    'Your balance is not enough for this stake.',
    '잔액이 이 베팅액에 부족합니다.',
    '餘額不足以支付此投注額。',
    'Số dư không đủ cho mức cược này.',
  ],
  stake_not_allowed: ['Choose one of the stakes offered.', '제시된 베팅액 중에서 선택하세요.', '請從提供的投注額中選擇。', 'Hãy chọn một trong các mức cược có sẵn.'],
  account_excluded: [
    'Your account is in a time-out or self-exclusion, so no round can be played. The site says until when and where to find help.',
    '계정이 이용 중지 또는 자가 배제 상태여서 라운드를 진행할 수 없습니다. 종료 시점과 도움받을 곳은 사이트에서 확인하세요.',
    '您的帳戶處於暫停或自我排除期間，無法進行遊戲。結束時間與求助資訊請見網站。',
    'Tài khoản của bạn đang tạm ngưng hoặc tự loại trừ nên không thể chơi ván nào. Trang web cho biết đến khi nào và nơi tìm trợ giúp.',
  ],
  loss_limit_reached: [
    'This stake would take you past your loss limit. You can play again from {at}; your limits are under Responsible gaming on the site.',
    '이 베팅액은 손실 한도를 넘게 됩니다. {at}부터 다시 플레이할 수 있으며, 한도는 사이트의 책임 있는 게임 메뉴에서 확인할 수 있습니다.',
    '此投注額將超過您的虧損限額。您可自 {at} 起再次遊戲；限額請見網站的「負責任博彩」。',
    'Mức cược này sẽ vượt hạn mức thua lỗ của bạn. Bạn có thể chơi lại từ {at}; hạn mức nằm trong mục Chơi có trách nhiệm trên trang web.',
  ],
  invalid_request: ['The round could not be read. Please try again.', '라운드 요청을 읽을 수 없습니다. 다시 시도하세요.', '無法讀取此局請求，請再試一次。', 'Không đọc được yêu cầu ván chơi. Vui lòng thử lại.'],
  network: [
    'No answer from the game server. Your balance shows what happened once it is back.',
    '게임 서버가 응답하지 않습니다. 연결되면 잔액에 결과가 반영됩니다.',
    '遊戲伺服器沒有回應，恢復連線後餘額會顯示結果。',
    'Máy chủ trò chơi không phản hồi. Số dư sẽ hiển thị kết quả khi kết nối lại.',
  ],
} satisfies Record<string, Texts>

export type GameWord = keyof typeof words
export type GameErrorCode = 'game_session_invalid' | 'round_already_played' | 'insufficient_funds' | 'stake_not_allowed' | 'invalid_request' | 'account_excluded' | 'loss_limit_reached'

const order: Record<ContentLanguage, 0 | 1 | 2 | 3> = { en: 0, kr: 1, tw: 2, vn: 3 }

/** Every word in one language, for the page to show. */
export function gameTexts(lang: ContentLanguage): Record<GameWord, string> {
  return Object.fromEntries(Object.entries(words).map(([key, texts]) => [key, texts[order[lang]]])) as Record<GameWord, string>
}

/** The locale the page formats money and percentages in. */
export const gameLocales: Record<ContentLanguage, string> = { kr: 'ko-KR', tw: 'zh-TW', en: 'en-US', vn: 'vi-VN' }
