// Every dialog the site opens by name (seed §2). The UI registers a lazily loaded component under
// each name; the machine only keeps the stack of what is open.
export const dialogNames = [
  'Login', 'Register', 'NonMember', 'SimpleRegistration', 'ForgetPassword', 'AnnouncementPop',
  'AnnouncementImgPop', 'Draw', 'DrawDescription', 'WinPrize', 'PromotionPop', 'DailyCheck',
  'DailyCheckDetailPop', 'CreateBank', 'DepositPop', 'DepositSubmit', 'DepositSuccess', 'DepositDetail',
  'DepositUploadDetail', 'CryptocurrencyDetail', 'UnableToRecharge', 'RealtimeRebateCard', 'MailDetail',
  'PlatformTransfer', 'TransferBack', 'PointNotice', 'PendingInquiries', 'UploadBettingPop', 'DeleteCookies',
  'Unread',
] as const

export type DialogName = (typeof dialogNames)[number]

/** Dialogs that show or change a member's data; they close when the session ends. */
export const sessionDialogs: ReadonlySet<DialogName> = new Set<DialogName>([
  'Draw', 'WinPrize', 'DailyCheck', 'DailyCheckDetailPop', 'CreateBank', 'DepositPop', 'DepositSubmit',
  'DepositSuccess', 'DepositDetail', 'DepositUploadDetail', 'CryptocurrencyDetail', 'UnableToRecharge',
  'RealtimeRebateCard', 'MailDetail', 'PlatformTransfer', 'TransferBack', 'PointNotice', 'PendingInquiries',
  'UploadBettingPop', 'Unread',
])

export type DialogProps = Record<string, string | number | boolean | null>

export interface OpenDialog {
  name: DialogName
  props: DialogProps
}

export interface DialogContext {
  stack: OpenDialog[]
}

export type DialogEvent =
  | { type: 'dialog.open'; name: DialogName; props?: DialogProps }
  | { type: 'dialog.replace'; name: DialogName; props?: DialogProps }
  | { type: 'dialog.close' }
  | { type: 'dialog.closeAll' }
  | { type: 'dialog.sessionEnded' }

/** A deeper stack is a bug in a flow, not something a member needs. */
export const MAX_DIALOG_DEPTH = 4
