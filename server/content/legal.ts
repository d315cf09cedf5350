// The legal pages as the operator publishes them: an intro and HTML sections per language. The
// responsible gaming page also lists the tools a member can use and where to find help.
import type { Texts } from './translated'

export interface LegalSeed {
  intro: Texts
  sections: { heading: Texts; html: Texts }[]
}

export const legalSeeds: Record<'privacy' | 'terms' | 'responsible', LegalSeed> = {
  privacy: {
    intro: ['How Lucky Harbor collects, uses and protects your personal information.', 'Lucky Harbor가 회원님의 개인정보를 어떻게 수집·이용·보호하는지 안내합니다.', '說明 Lucky Harbor 如何蒐集、使用及保護您的個人資料。', 'Cách Lucky Harbor thu thập, sử dụng và bảo vệ thông tin cá nhân của bạn.'],
    sections: [
      {
        heading: ['What we collect', '수집하는 개인정보', '我們蒐集的資料', 'Thông tin chúng tôi thu thập'],
        html: ['<p>Your username, real name, mobile number and email, the bank cards you bind, your transactions and betting records, and technical data such as your device id and IP address.</p>', '<p>아이디, 실명, 휴대폰 번호, 이메일, 등록하신 계좌, 거래 및 베팅 내역, 그리고 기기 ID와 IP 주소 등의 기술 정보를 수집합니다.</p>', '<p>您的帳號、真實姓名、手機號碼及電子郵件、您綁定的銀行帳戶、交易與投注紀錄，以及裝置識別碼、IP 位址等技術資料。</p>', '<p>Tên đăng nhập, họ tên thật, số điện thoại và email của bạn, các tài khoản ngân hàng bạn liên kết, lịch sử giao dịch và cược, cùng các dữ liệu kỹ thuật như mã thiết bị và địa chỉ IP.</p>'],
      },
      {
        heading: ['Why we use it', '개인정보의 이용 목적', '使用目的', 'Mục đích sử dụng'],
        html: ['<p>To run your account and wallet, to verify that deposits and withdrawals are yours, to prevent fraud, and to meet our legal obligations.</p>', '<p>회원 계정 및 지갑 운영, 입출금이 회원 본인에 의한 것인지 확인, 부정 이용 방지, 그리고 법적 의무 이행을 위해 이용합니다.</p>', '<p>用於管理您的帳號與錢包、確認存提款確實由您本人進行、防範詐欺，並履行我們的法定義務。</p>', '<p>Để vận hành tài khoản và ví của bạn, xác minh các giao dịch nạp và rút tiền do chính bạn thực hiện, phòng chống gian lận và thực hiện các nghĩa vụ theo quy định của pháp luật.</p>'],
      },
      {
        heading: ['How long we keep it', '보유 및 이용 기간', '保存期間', 'Thời gian lưu trữ'],
        html: ['<p>For as long as your account is open and afterwards for the period the law requires for financial records.</p>', '<p>계정이 유지되는 동안 보관하며, 계정 해지 후에도 관련 법령에서 금융 거래 기록에 대해 정한 기간 동안 보관합니다.</p>', '<p>於您的帳號存續期間保存；帳號關閉後，仍將依法令對財務紀錄規定之期間繼續保存。</p>', '<p>Trong suốt thời gian tài khoản của bạn còn hoạt động, và sau đó trong thời hạn mà pháp luật quy định đối với hồ sơ tài chính.</p>'],
      },
      {
        heading: ['Your rights', '회원의 권리', '您的權利', 'Quyền của bạn'],
        html: ['<p>You may ask customer service for a copy of your data, correct it, or close your account at any time.</p>', '<p>회원님은 언제든지 고객센터를 통해 본인 정보의 사본 제공이나 정정을 요청하거나 계정을 해지할 수 있습니다.</p>', '<p>您可隨時聯絡客服，要求取得個人資料副本、更正資料或關閉帳號。</p>', '<p>Bạn có thể liên hệ bộ phận CSKH bất cứ lúc nào để yêu cầu bản sao dữ liệu, chỉnh sửa dữ liệu hoặc đóng tài khoản.</p>'],
      },
    ],
  },
  terms: {
    intro: ['The rules that apply when you use Lucky Harbor. By opening an account you accept them.', 'Lucky Harbor 이용 시 적용되는 약관입니다. 계정을 개설하시면 본 약관에 동의한 것으로 간주됩니다.', '以下為使用 Lucky Harbor 時所適用的規則。您開立帳號即表示同意遵守本條款。', 'Các quy định áp dụng khi bạn sử dụng Lucky Harbor. Khi mở tài khoản, bạn đồng ý tuân thủ các quy định này.'],
    sections: [
      {
        heading: ['Who may play', '이용 자격', '參與資格', 'Đối tượng được tham gia'],
        html: ['<p>You must be an adult under the law of the place you live and may hold only one account.</p>', '<p>거주 지역의 법률상 성인이어야 하며, 1인당 하나의 계정만 보유할 수 있습니다.</p>', '<p>您必須依居住地法律已屆成年，且每人僅限持有一個帳號。</p>', '<p>Bạn phải là người đã thành niên theo pháp luật nơi bạn cư trú và chỉ được sở hữu một tài khoản duy nhất.</p>'],
      },
      {
        heading: ['Your account', '회원 계정', '您的帳號', 'Tài khoản của bạn'],
        html: ['<p>Keep your password to yourself. Withdrawals are paid only to a bank card in your own name that we have verified.</p>', '<p>비밀번호는 타인에게 알려주지 마세요. 출금은 당사가 인증한 본인 명의의 계좌로만 지급됩니다.</p>', '<p>請妥善保管密碼，切勿告知他人。提款僅會匯入經我們驗證、且為您本人名下的銀行帳戶。</p>', '<p>Không chia sẻ mật khẩu của bạn cho bất kỳ ai. Tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên chính bạn và đã được chúng tôi xác minh.</p>'],
      },
      {
        heading: ['Bets and promotions', '베팅 및 프로모션', '投注與優惠活動', 'Cược và khuyến mãi'],
        html: ['<p>A bet stands once it is accepted. Each promotion has its own terms, which take precedence for that promotion.</p>', '<p>베팅은 접수되는 즉시 확정됩니다. 각 프로모션에는 별도의 약관이 있으며, 해당 프로모션에는 그 약관이 우선 적용됩니다.</p>', '<p>投注一經接受即視為成立。各項優惠活動均有專屬條款，並優先適用於該項活動。</p>', '<p>Cược có hiệu lực ngay khi được chấp nhận. Mỗi chương trình khuyến mãi có điều khoản riêng và điều khoản đó được ưu tiên áp dụng cho chương trình tương ứng.</p>'],
      },
      {
        heading: ['Closing your account', '계정 해지', '關閉帳號', 'Đóng tài khoản'],
        html: [
          '<p>You may close your account at any time under My account, after typing your password again. Any money left in it must be withdrawn first, including money on game platforms or waiting for a withdrawal. A closed account cannot log in or play. Closing is not a self-exclusion: to reopen the account, contact customer service. We may suspend an account that breaks these terms; its balance is handled according to the law.</p>',
          '<p>내 계정 메뉴에서 비밀번호를 다시 입력하면 언제든지 계정을 해지할 수 있습니다. 계정에 남은 금액은 게임 플랫폼에 있는 금액과 출금 대기 중인 금액을 포함해 먼저 출금해야 합니다. 해지된 계정으로는 로그인하거나 게임을 할 수 없습니다. 계정 해지는 자가 배제가 아니며, 다시 열려면 고객센터에 문의하세요. 본 약관을 위반한 계정은 이용이 정지될 수 있으며, 해당 계정의 잔액은 관련 법령에 따라 처리됩니다.</p>',
          '<p>您可隨時在「我的帳號」中再次輸入密碼後關閉帳號。帳號內剩餘的款項須先提領，包括遊戲平台上及等待提領中的款項。已關閉的帳號無法登入或遊戲。關閉帳號不是自我排除：如需重新開啟，請聯絡客服。帳號如有違反本條款之情形，我們得暫停該帳號，其餘額將依法處理。</p>',
          '<p>Bạn có thể đóng tài khoản bất cứ lúc nào trong mục Tài khoản của tôi, sau khi nhập lại mật khẩu. Số tiền còn lại phải được rút trước, kể cả tiền trên các nền tảng trò chơi hoặc đang chờ rút. Tài khoản đã đóng không thể đăng nhập hay chơi. Đóng tài khoản không phải là tự loại trừ: để mở lại, hãy liên hệ CSKH. Chúng tôi có quyền tạm khóa tài khoản vi phạm các điều khoản này; số dư của tài khoản đó sẽ được xử lý theo quy định của pháp luật.</p>',
        ],
      },
    ],
  },
  responsible: {
    intro: ['Gaming should stay fun. These tools and services help you keep it that way.', '게임은 즐거움으로 남아야 합니다. 아래의 도구와 서비스가 건전한 이용을 도와드립니다.', '遊戲應該是一種娛樂。以下工具與服務可協助您維持健康的遊戲習慣。', 'Trò chơi nên luôn là niềm vui. Các công cụ và dịch vụ dưới đây sẽ giúp bạn duy trì điều đó.'],
    sections: [
      {
        heading: ['Know the signs', '위험 신호 알아두기', '留意警訊', 'Nhận biết dấu hiệu'],
        html: ['<p>Spending more than you planned, chasing losses, or hiding your play from others are signs to take a break.</p>', '<p>계획보다 많은 돈을 쓰거나, 잃은 돈을 만회하려고 계속 베팅하거나, 게임 이용 사실을 주변에 숨기고 있다면 잠시 쉬어야 할 때입니다.</p>', '<p>花費超出原先計畫、急於翻本，或向他人隱瞞自己的遊戲行為，都是該暫停休息的警訊。</p>', '<p>Chi tiêu nhiều hơn dự định, cố gỡ lại số tiền đã thua, hoặc giấu người khác việc mình chơi là những dấu hiệu cho thấy bạn nên tạm nghỉ.</p>'],
      },
      {
        heading: ['Tools you can use', '이용 가능한 도구', '可使用的工具', 'Công cụ hỗ trợ'],
        // What the member's own tools do (src/shared/calls/responsibleGaming.ts), set by the member, never by request.
        html: [
          '<ul><li><strong>Deposit limits</strong>: caps on what you can deposit in 24 hours, 7 days and 30 days. Lowering a limit takes effect at once; raising or removing one only after 24 hours.</li><li><strong>Reality check</strong>: a reminder every 15, 30 or 60 minutes of how long you have been logged in and what you have won or lost since.</li><li><strong>Time-out</strong>: a break of 24 hours, 7 days or 30 days during which you cannot log in, deposit or play.</li><li><strong>Self-exclusion</strong>: closes your account to login, deposits and play for 6 months, 1 year or 5 years. Neither a time-out nor a self-exclusion can be ended early; withdrawals already pending are still paid.</li></ul><p>You set each of these yourself, at any time, under <a href="/member/responsible-gaming">Responsible gaming</a> in your account, and it takes effect without asking anyone. Your betting history is always available under <a href="/member/betting-details">betting details</a>.</p>',
          '<ul><li><strong>입금 한도</strong>: 24시간, 7일, 30일 동안 입금할 수 있는 금액의 한도입니다. 한도를 낮추면 즉시 적용되고, 높이거나 없애면 24시간 후에 적용됩니다.</li><li><strong>이용 시간 알림</strong>: 15분, 30분 또는 60분마다 로그인 후 이용 시간과 그동안의 손익을 알려 드립니다.</li><li><strong>이용 중지</strong>: 24시간, 7일 또는 30일 동안 로그인, 입금, 게임을 할 수 없도록 쉬어 갑니다.</li><li><strong>자기 배제</strong>: 6개월, 1년 또는 5년 동안 로그인, 입금, 게임을 할 수 없도록 계정 이용을 제한합니다. 이용 중지와 자기 배제는 기간이 끝나기 전에 해제할 수 없으며, 이미 신청된 출금은 그대로 지급됩니다.</li></ul><p>모든 도구는 계정의 <a href="/member/responsible-gaming">책임감 있는 게임</a> 메뉴에서 회원님이 언제든지 직접 설정하며, 누구에게도 요청할 필요 없이 적용됩니다. 베팅 내역은 언제든지 <a href="/member/betting-details">베팅 내역</a>에서 확인하실 수 있습니다.</p>',
          '<ul><li><strong>存款限額</strong>：設定 24 小時、7 天及 30 天內可存入的金額。調降立即生效，調高或取消則於 24 小時後生效。</li><li><strong>遊戲時間提醒</strong>：每 15、30 或 60 分鐘提醒您已登入多久，以及登入後的輸贏。</li><li><strong>暫停</strong>：休息 24 小時、7 天或 30 天，期間無法登入、存款或遊戲。</li><li><strong>自我排除</strong>：6 個月、1 年或 5 年內無法登入、存款或遊戲。暫停與自我排除皆無法提前結束；已申請的提款仍會支付。</li></ul><p>以上工具皆由您本人隨時在帳戶的<a href="/member/responsible-gaming">負責任博彩</a>頁面設定，無須透過任何人即可生效。您的投注紀錄隨時可於<a href="/member/betting-details">投注明細</a>查詢。</p>',
          '<ul><li><strong>Hạn mức nạp tiền</strong>: mức nạp tối đa trong 24 giờ, 7 ngày và 30 ngày. Giảm hạn mức có hiệu lực ngay; tăng hoặc bỏ hạn mức chỉ có hiệu lực sau 24 giờ.</li><li><strong>Nhắc nhở thời gian chơi</strong>: cứ mỗi 15, 30 hoặc 60 phút, cho bạn biết bạn đã đăng nhập bao lâu và đã thắng hay thua bao nhiêu kể từ đó.</li><li><strong>Tạm ngưng</strong>: nghỉ 24 giờ, 7 ngày hoặc 30 ngày, trong thời gian đó bạn không thể đăng nhập, nạp tiền hay chơi.</li><li><strong>Tự loại trừ</strong>: không thể đăng nhập, nạp tiền hay chơi trong 6 tháng, 1 năm hoặc 5 năm. Không thể kết thúc sớm việc tạm ngưng hay tự loại trừ; các lệnh rút đang chờ vẫn được trả.</li></ul><p>Bạn tự thiết lập các công cụ này bất cứ lúc nào trong mục <a href="/member/responsible-gaming">Chơi có trách nhiệm</a> của tài khoản, và chúng có hiệu lực mà không cần nhờ ai. Lịch sử cược luôn có trong mục <a href="/member/betting-details">chi tiết cược</a>.</p>',
        ],
      },
      {
        heading: ['Get help', '도움 받기', '尋求協助', 'Tìm kiếm trợ giúp'],
        html: [
          '<p>Free, confidential support from independent services:</p><ul><li>Korea: Korea Center on Gambling Problems, helpline <strong>1336</strong> (24 hours) — <a href="https://www.kcgp.or.kr" rel="noopener noreferrer">kcgp.or.kr</a></li><li>Taiwan: Ministry of Health and Welfare mental health line <strong>1925</strong> (24 hours)</li><li>Vietnam and elsewhere: Gamblers Anonymous meetings and online support — <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">gamblersanonymous.org</a></li><li>Online self-assessment and chat: <a href="https://www.gamcare.org.uk" rel="noopener noreferrer">gamcare.org.uk</a></li></ul>',
          '<p>독립 기관의 무료 비밀 상담 서비스를 이용하실 수 있습니다.</p><ul><li>한국: 한국도박문제예방치유원 헬프라인 <strong>1336</strong> (24시간) — <a href="https://www.kcgp.or.kr" rel="noopener noreferrer">kcgp.or.kr</a></li><li>대만: 위생복리부 정신건강 상담전화 <strong>1925</strong> (24시간)</li><li>베트남 및 기타 지역: 단도박 모임(Gamblers Anonymous) 및 온라인 지원 — <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">gamblersanonymous.org</a></li><li>온라인 자가 진단 및 채팅 상담: <a href="https://www.gamcare.org.uk" rel="noopener noreferrer">gamcare.org.uk</a></li></ul>',
          '<p>以下獨立機構提供免費且保密的協助：</p><ul><li>台灣：衛生福利部安心專線 <strong>1925</strong>（24 小時）</li><li>韓國：韓國賭博問題預防治療院專線 <strong>1336</strong>（24 小時）— <a href="https://www.kcgp.or.kr" rel="noopener noreferrer">kcgp.or.kr</a></li><li>越南及其他地區：戒賭無名會（Gamblers Anonymous）聚會與線上支援 — <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">gamblersanonymous.org</a></li><li>線上自我評估與即時諮詢：<a href="https://www.gamcare.org.uk" rel="noopener noreferrer">gamcare.org.uk</a></li></ul>',
          '<p>Hỗ trợ miễn phí và bảo mật từ các tổ chức độc lập:</p><ul><li>Việt Nam và các nước khác: nhóm Gamblers Anonymous (Hội cai nghiện cờ bạc ẩn danh) và hỗ trợ trực tuyến — <a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">gamblersanonymous.org</a></li><li>Hàn Quốc: đường dây nóng của Trung tâm phòng chống nghiện cờ bạc <strong>1336</strong> (24 giờ) — <a href="https://www.kcgp.or.kr" rel="noopener noreferrer">kcgp.or.kr</a></li><li>Đài Loan: đường dây hỗ trợ sức khỏe tinh thần <strong>1925</strong> (24 giờ)</li><li>Tự đánh giá và trò chuyện trực tuyến: <a href="https://www.gamcare.org.uk" rel="noopener noreferrer">gamcare.org.uk</a></li></ul>',
        ],
      },
      {
        heading: ['Minors', '미성년자 보호', '未成年人', 'Người chưa thành niên'],
        html: ['<p>Minors may not open an account. Use parental controls on devices that children can reach.</p>', '<p>미성년자는 계정을 개설할 수 없습니다. 자녀가 사용할 수 있는 기기에는 자녀 보호 기능을 설정해 주세요.</p>', '<p>未成年人不得開立帳號。請在兒童可能接觸的裝置上啟用家長監護功能。</p>', '<p>Người chưa thành niên không được mở tài khoản. Hãy bật tính năng kiểm soát của phụ huynh trên các thiết bị mà trẻ em có thể sử dụng.</p>'],
      },
    ],
  },
}
