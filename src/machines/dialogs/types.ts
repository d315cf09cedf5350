// Every dialog the site opens by name (seed §2), with the props each needs. The UI registers a lazily
// loaded component under each name (ui/dialogs/registry.ts, checked complete by the compiler); the
// machine only keeps the stack of what is open.
const dialogNames = [
  'Login', 'Register', 'NonMember', 'SimpleRegistration', 'ForgetPassword', 'AnnouncementPop',
  'AnnouncementImgPop', 'Draw', 'DrawDescription', 'WinPrize', 'PromotionPop', 'DailyCheck',
  'DailyCheckDetailPop', 'CreateBank', 'DepositPop', 'DepositSubmit', 'DepositSuccess', 'DepositDetail',
  'DepositUploadDetail', 'CryptocurrencyDetail', 'UnableToRecharge', 'RealtimeRebateCard', 'MailDetail',
  'PlatformTransfer', 'TransferBack', 'PointNotice', 'PendingInquiries', 'UploadBettingPop', 'DeleteCookies',
  'Unread', 'RealityCheck',
] as const

export type DialogName = (typeof dialogNames)[number]

/** Why a deposit cannot start now (UnableToRecharge). */
type RechargeBlock = 'open_order' | 'channel_closed' | 'deposit_limit_reached' | 'account_excluded'

/** A deposit channel (shared/calls/deposits.ts), spelled out so the dialog machine needs no contract import. */
type DepositChannelName = 'bank_transfer' | 'offline' | 'vip' | 'usdt'

/** What each dialog is opened with; `undefined` where it needs nothing. Ids are the server's. */
export interface DialogPropsMap {
  Login: undefined
  Register: undefined
  NonMember: undefined
  SimpleRegistration: undefined
  ForgetPassword: undefined
  AnnouncementPop: undefined
  AnnouncementImgPop: { id: number }
  Draw: { drawId: number }
  DrawDescription: { drawId: number }
  /** The prize the server drew, shown once the wheel has landed on it. */
  WinPrize: { drawId: number; prize: { id: number; kind: 'point' | 'cash'; amount: number } }
  PromotionPop: { slug: string }
  DailyCheck: undefined
  DailyCheckDetailPop: undefined
  CreateBank: undefined
  /** The deposit form, on the channel the member picked on the deposit page. */
  DepositPop: { channel: DepositChannelName }
  /** The channel's filing, checked and confirmed before it is sent. */
  DepositSubmit: { channel: DepositChannelName }
  /** The channel's filing as the server answered it. */
  DepositSuccess: { channel: DepositChannelName }
  DepositDetail: { reference: string }
  DepositUploadDetail: { reference: string }
  CryptocurrencyDetail: { reference: string }
  /** `reference`: the open order; `resetsAt`: when a deposit limit resets; `until`: the end of an exclusion. */
  UnableToRecharge: { reason: RechargeBlock; reference?: string; resetsAt?: string; until?: string }
  RealtimeRebateCard: undefined
  MailDetail: { id: number; kind: 'member' | 'service'; page: number }
  /** Into (or out of) one game platform; opened from a game launch with the game to start after. */
  PlatformTransfer: { platform?: string; gameId?: number } | undefined
  /** One platform back to the main balance, or every platform when none is named. */
  TransferBack: { platform?: string } | undefined
  /** The conversion terms; with the points the member was converting, accepting them converts. */
  PointNotice: { point?: number } | undefined
  PendingInquiries: undefined
  /** A winning bet from the records, with what the dialog shows of it. */
  UploadBettingPop: { betId: number; game: string; stake: number; payout: number }
  DeleteCookies: undefined
  Unread: undefined
  RealityCheck: undefined
}

/** One dialog on the stack: its name and the props it was opened with. */
export type OpenDialog = {
  [N in DialogName]: undefined extends DialogPropsMap[N] ? { name: N; props?: DialogPropsMap[N] } : { name: N; props: DialogPropsMap[N] }
}[DialogName]

/**
 * Who each dialog is for. A member's dialogs show or change the member's data: they close when the
 * session ends. Every dialog is named here, so a new one cannot be forgotten.
 */
const dialogAudience: Record<DialogName, 'member' | 'anyone'> = {
  Login: 'anyone', Register: 'anyone', NonMember: 'anyone', SimpleRegistration: 'anyone', ForgetPassword: 'anyone',
  AnnouncementPop: 'anyone', AnnouncementImgPop: 'anyone', DrawDescription: 'anyone', PromotionPop: 'anyone', DeleteCookies: 'anyone',
  Draw: 'member', WinPrize: 'member', DailyCheck: 'member', DailyCheckDetailPop: 'member', CreateBank: 'member',
  DepositPop: 'member', DepositSubmit: 'member', DepositSuccess: 'member', DepositDetail: 'member',
  DepositUploadDetail: 'member', CryptocurrencyDetail: 'member', UnableToRecharge: 'member', RealtimeRebateCard: 'member',
  MailDetail: 'member', PlatformTransfer: 'member', TransferBack: 'member', PointNotice: 'member',
  PendingInquiries: 'member', UploadBettingPop: 'member', Unread: 'member', RealityCheck: 'member',
}

/** Dialogs that show or change a member's data; they close when the session ends. */
export const sessionDialogs: ReadonlySet<DialogName> = new Set(dialogNames.filter((name) => dialogAudience[name] === 'member'))

/**
 * Dialogs the member did not ask for, in the order they come when several are owed (DECISIONS: the
 * member experience on a phone). The PWA install offer is a card on the page, not a dialog.
 */
export const unsolicitedDialogs = ['AnnouncementPop', 'AnnouncementImgPop', 'Unread', 'DailyCheck', 'Draw'] as const satisfies readonly DialogName[]

type UnsolicitedName = (typeof unsolicitedDialogs)[number]

/** An unsolicited dialog offered to the queue: the machine decides whether and when it opens. */
export type Offer = Extract<OpenDialog, { name: UnsolicitedName }>

/** A visit (one page load) opens at most this many unsolicited dialogs; the rest wait for another visit. */
export const MAX_OFFERS_PER_VISIT = 3

export interface DialogContext {
  stack: OpenDialog[]
  /** Offers waiting for the stack to empty, in the order they will open. */
  queue: Offer[]
  /** The offers opened this visit (their keys), never more than MAX_OFFERS_PER_VISIT. */
  shown: string[]
}

export type DialogEvent =
  | ({ type: 'dialog.open' } & OpenDialog)
  | ({ type: 'dialog.replace' } & OpenDialog)
  | { type: 'dialog.close' }
  | { type: 'dialog.closeAll' }
  | { type: 'dialog.sessionEnded' }
  | ({ type: 'dialog.offer' } & Offer)
  /** The page that offered these left: what of them still waits is dropped (what is open stays). */
  | { type: 'dialog.withdraw'; names: readonly UnsolicitedName[] }

/** Deep enough for a deposit (pop-up, submit, success, detail) on top of a page's pop-up; deeper is a bug in a flow. */
export const MAX_DIALOG_DEPTH = 5
