// The demo Q&A, grouped by topic.
import type { Texts } from './translated'

export interface QaTopicSeed {
  slug: string
  name: Texts
  items: { question: Texts; answer: Texts }[]
}

export const qaSeeds: QaTopicSeed[] = [
  {
    slug: 'account',
    name: ['Account', '계정', '帳號', 'Tài khoản'],
    items: [
      {
        question: ['How do I create an account?', '회원가입은 어떻게 하나요?', '如何註冊帳號？', 'Làm thế nào để tạo tài khoản?'],
        answer: [
          'Choose Join now at the top of the page. The quick sign-up needs only a username and password; you can add your real name and phone number later, before your first withdrawal.',
          '페이지 상단의 회원가입을 누르세요. 간편 가입은 아이디와 비밀번호만 입력하면 되며, 실명과 휴대폰 번호는 첫 출금 전에 추가하시면 됩니다.',
          '點選頁面上方的「立即註冊」。快速註冊只需帳號與密碼，真實姓名與手機號碼可於首次提款前補填。',
          'Chọn Đăng ký ở đầu trang. Đăng ký nhanh chỉ cần tên đăng nhập và mật khẩu; bạn có thể bổ sung họ tên thật và số điện thoại trước lần rút tiền đầu tiên.',
        ],
      },
      {
        question: ['I forgot my password. What now?', '비밀번호를 잊어버렸어요.', '忘記密碼怎麼辦？', 'Tôi quên mật khẩu thì phải làm sao?'],
        answer: [
          'Open Log in and choose Forgot password. We send a six-digit code to the phone number on your account; enter it with your new password.',
          '로그인 창에서 비밀번호 찾기를 선택하세요. 등록된 휴대폰 번호로 6자리 인증번호를 보내 드리며, 인증번호와 새 비밀번호를 입력하시면 됩니다.',
          '開啟登入視窗並點選「忘記密碼」。我們會傳送六位數驗證碼至您帳號綁定的手機，輸入驗證碼與新密碼即可。',
          'Mở Đăng nhập và chọn Quên mật khẩu. Chúng tôi gửi mã sáu chữ số đến số điện thoại của tài khoản; nhập mã cùng mật khẩu mới.',
        ],
      },
      {
        question: ['Can I have more than one account?', '계정을 여러 개 만들 수 있나요?', '可以擁有多個帳號嗎？', 'Tôi có thể có nhiều tài khoản không?'],
        answer: [
          'No. Each person may hold one account. Duplicate accounts are closed and their bonuses cancelled.',
          '아니요. 1인 1계정만 허용됩니다. 중복 계정은 해지되며 지급된 보너스는 취소됩니다.',
          '不可以，每人限持有一個帳號。重複帳號將被關閉，其紅利亦將取消。',
          'Không. Mỗi người chỉ được có một tài khoản. Tài khoản trùng lặp sẽ bị đóng và tiền thưởng bị hủy.',
        ],
      },
    ],
  },
  {
    slug: 'deposit',
    name: ['Deposits', '입금', '存款', 'Nạp tiền'],
    items: [
      {
        question: ['Why must I add a bank card before depositing?', '입금 전에 왜 계좌를 등록해야 하나요?', '為什麼存款前必須綁定銀行帳戶？', 'Tại sao phải thêm tài khoản ngân hàng trước khi nạp tiền?'],
        answer: [
          'We match every deposit to a verified card in your own name. This protects your money and lets us pay withdrawals back to the same account.',
          '모든 입금을 회원님 명의의 인증된 계좌와 대조합니다. 회원님의 자금을 보호하고 같은 계좌로 출금을 지급하기 위해서입니다.',
          '每筆存款都會與您本人名下已驗證的銀行帳戶比對，以保障您的資金，並確保提款能退回同一帳戶。',
          'Mỗi lần nạp đều được đối chiếu với tài khoản ngân hàng đã xác minh đứng tên bạn. Điều này bảo vệ tiền của bạn và giúp chúng tôi trả tiền rút về đúng tài khoản đó.',
        ],
      },
      {
        question: ['How long does a deposit take?', '입금은 얼마나 걸리나요?', '存款需要多久？', 'Nạp tiền mất bao lâu?'],
        answer: [
          'Bank transfers are usually credited within 5 minutes of confirmation. Offline deposits with a receipt upload are checked within 30 minutes.',
          '계좌 이체는 보통 확인 후 5분 이내에 반영됩니다. 영수증을 업로드하는 오프라인 입금은 30분 이내에 확인됩니다.',
          '銀行轉帳通常於確認後 5 分鐘內入帳。上傳收據的線下存款將於 30 分鐘內審核。',
          'Chuyển khoản ngân hàng thường được cộng trong vòng 5 phút sau khi xác nhận. Nạp tiền ngoại tuyến kèm biên lai được kiểm tra trong vòng 30 phút.',
        ],
      },
      {
        question: ['Can I deposit with USDT?', 'USDT로 입금할 수 있나요?', '可以用 USDT 存款嗎？', 'Tôi có thể nạp bằng USDT không?'],
        answer: [
          'Yes. Choose USDT on the deposit page, send the exact amount to the address shown, and confirm the transfer. It is credited after the network confirms it.',
          '네. 입금 페이지에서 USDT를 선택하고 표시된 주소로 정확한 금액을 보낸 뒤 전송을 확인해 주세요. 네트워크 확인 후 반영됩니다.',
          '可以。請在存款頁選擇 USDT，將確切金額轉至顯示的地址並確認轉帳，區塊鏈確認後即入帳。',
          'Có. Chọn USDT trên trang nạp tiền, chuyển đúng số tiền đến địa chỉ hiển thị và xác nhận giao dịch. Tiền được cộng sau khi mạng lưới xác nhận.',
        ],
      },
    ],
  },
  {
    slug: 'withdrawal',
    name: ['Withdrawals', '출금', '提款', 'Rút tiền'],
    items: [
      {
        question: ['How long does a withdrawal take?', '출금은 얼마나 걸리나요?', '提款需要多久？', 'Rút tiền mất bao lâu?'],
        answer: [
          'Withdrawals to a verified bank card are usually paid within 15 minutes. The first withdrawal after a card change may take up to 24 hours for checks.',
          '인증된 계좌로의 출금은 보통 15분 이내에 지급됩니다. 계좌 변경 후 첫 출금은 확인 절차로 최대 24시간이 걸릴 수 있습니다.',
          '提款至已驗證銀行帳戶通常於 15 分鐘內完成。更換銀行帳戶後的首次提款，審核最長可能需要 24 小時。',
          'Rút tiền về tài khoản ngân hàng đã xác minh thường được thanh toán trong 15 phút. Lần rút đầu tiên sau khi đổi tài khoản ngân hàng có thể mất đến 24 giờ để kiểm tra.',
        ],
      },
      {
        question: ['Why was my withdrawal declined?', '출금이 거절된 이유는 무엇인가요?', '為什麼我的提款被拒絕？', 'Tại sao lệnh rút tiền của tôi bị từ chối?'],
        answer: [
          'The most common reasons are an unverified bank card, a name that does not match your account, or a bonus whose wagering is not finished yet.',
          '주로 계좌가 인증되지 않았거나, 예금주명이 계정 실명과 다르거나, 보너스 롤링 조건이 아직 충족되지 않은 경우입니다.',
          '最常見的原因是銀行帳戶尚未驗證、戶名與帳號實名不符，或紅利流水尚未完成。',
          'Lý do thường gặp là tài khoản ngân hàng chưa được xác minh, tên chủ tài khoản không khớp với tài khoản, hoặc tiền thưởng chưa hoàn thành doanh thu cược.',
        ],
      },
      {
        question: ['Is there a withdrawal fee?', '출금 수수료가 있나요?', '提款需要手續費嗎？', 'Rút tiền có mất phí không?'],
        answer: [
          'No. Withdrawals to bank cards are free. Your own bank may charge for incoming international transfers.',
          '아니요. 계좌로의 출금은 무료입니다. 다만 해외 송금 수취 시 회원님의 은행에서 수수료를 부과할 수 있습니다.',
          '不需要，提款至銀行帳戶免手續費。但您的銀行可能對國際匯入款收取費用。',
          'Không. Rút tiền về tài khoản ngân hàng được miễn phí. Ngân hàng của bạn có thể thu phí nhận chuyển khoản quốc tế.',
        ],
      },
    ],
  },
  {
    slug: 'games',
    name: ['Games', '게임', '遊戲', 'Trò chơi'],
    items: [
      {
        question: ['Why must I move money into a game?', '왜 게임으로 머니를 이동해야 하나요?', '為什麼要把錢轉入遊戲？', 'Tại sao phải chuyển tiền vào trò chơi?'],
        answer: [
          'Some providers keep their own wallet. Transfer from your main balance before playing, and transfer back afterwards; seamless-wallet members play straight from the main balance.',
          '일부 게임사는 별도의 지갑을 사용합니다. 플레이 전에 메인 잔액에서 이동하고, 플레이 후 다시 회수하세요. 통합 지갑 회원은 메인 잔액으로 바로 플레이할 수 있습니다.',
          '部分遊戲廠商使用獨立錢包。請於遊戲前從主錢包轉入，遊戲後再轉回；單一錢包會員可直接使用主錢包餘額遊戲。',
          'Một số nhà cung cấp dùng ví riêng. Hãy chuyển tiền từ số dư chính trước khi chơi và chuyển lại sau khi chơi; thành viên ví liền mạch chơi trực tiếp bằng số dư chính.',
        ],
      },
      {
        question: ['A game froze during a round. Is my bet lost?', '게임 도중 화면이 멈췄어요. 베팅이 사라지나요?', '遊戲中途當機，我的注單會不見嗎？', 'Trò chơi bị treo giữa ván. Tiền cược của tôi có mất không?'],
        answer: [
          'No. Every round is recorded by the provider and settles even if your connection drops. Check its result under Betting details.',
          '아니요. 모든 라운드는 게임사에 기록되며 연결이 끊겨도 정산됩니다. 결과는 베팅 내역에서 확인하세요.',
          '不會。每局都由遊戲廠商記錄，即使連線中斷也會結算，結果可於投注明細查詢。',
          'Không. Mọi ván chơi đều được nhà cung cấp ghi lại và vẫn được thanh toán dù mất kết nối. Xem kết quả trong Chi tiết cược.',
        ],
      },
      {
        question: ['Can I try a game for free?', '게임을 무료로 체험할 수 있나요?', '可以免費試玩嗎？', 'Tôi có thể chơi thử miễn phí không?'],
        answer: [
          'Many slots and fishing games offer a demo mode once you log in. Live casino and sports are played for real money only.',
          '로그인하시면 많은 슬롯과 피싱 게임에서 데모 모드를 이용하실 수 있습니다. 라이브 카지노와 스포츠는 실제 머니로만 이용 가능합니다.',
          '登入後，許多老虎機與捕魚遊戲提供試玩模式。真人視訊與體育僅限真錢遊戲。',
          'Nhiều trò nổ hũ và bắn cá có chế độ chơi thử sau khi đăng nhập. Casino trực tiếp và thể thao chỉ chơi bằng tiền thật.',
        ],
      },
    ],
  },
  {
    slug: 'security',
    name: ['Security', '보안', '安全', 'Bảo mật'],
    items: [
      {
        question: ['How do I keep my account safe?', '계정을 안전하게 지키려면 어떻게 하나요?', '如何保護我的帳號安全？', 'Làm thế nào để giữ an toàn cho tài khoản?'],
        answer: [
          'Use a password you use nowhere else, log out on shared devices, and never share verification codes. We never ask for your password.',
          '다른 곳에서 쓰지 않는 비밀번호를 사용하고, 공용 기기에서는 반드시 로그아웃하며, 인증번호를 타인에게 알려주지 마세요. 당사는 비밀번호를 절대 묻지 않습니다.',
          '請使用未在其他地方使用過的密碼，在共用裝置上務必登出，且切勿透露驗證碼。我們絕不會索取您的密碼。',
          'Dùng mật khẩu không dùng ở nơi khác, đăng xuất trên thiết bị dùng chung và không bao giờ chia sẻ mã xác minh. Chúng tôi không bao giờ hỏi mật khẩu của bạn.',
        ],
      },
      {
        question: ['I see a login I do not recognise.', '모르는 로그인 기록이 있어요.', '發現不明的登入紀錄怎麼辦？', 'Tôi thấy một lần đăng nhập lạ.'],
        answer: [
          'Change your password at once under My account; that logs out every other device. Then tell customer service so we can review recent activity.',
          '즉시 마이페이지에서 비밀번호를 변경하세요. 변경하면 다른 모든 기기에서 로그아웃됩니다. 이후 고객센터에 알려 주시면 최근 이용 내역을 점검해 드립니다.',
          '請立即在會員中心變更密碼，所有其他裝置將被登出。接著請通知客服中心，我們將協助檢查近期活動。',
          'Hãy đổi mật khẩu ngay trong mục Tài khoản; thao tác này đăng xuất mọi thiết bị khác. Sau đó báo cho CSKH để chúng tôi kiểm tra hoạt động gần đây.',
        ],
      },
    ],
  },
]
