// Dialog name → lazily loaded component and the key of its accessible name. A Record over every
// name, so the compiler refuses a registry that misses one, and each component gets its own props.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DialogName } from '../../machines/dialogs/types'
import type { DialogComponentProps } from './dialogComponentProps'

export interface DialogRegistration<N extends DialogName> {
  titleKey: string
  component: LazyExoticComponent<ComponentType<DialogComponentProps<N>>>
  /** Says only what the first screen's messages hold (i18n/firstScreen.ts), so it opens without the rest. */
  firstScreenMessages?: true
}

export const dialogRegistry: { [N in DialogName]: DialogRegistration<N> } = {
  Login: { titleKey: 'login.title', component: lazy(() => import('./LoginDialog')) },
  Register: { titleKey: 'register.title', component: lazy(() => import('./RegisterDialog')) },
  NonMember: { titleKey: 'guest.title', component: lazy(() => import('./NonMemberDialog')) },
  SimpleRegistration: { titleKey: 'register.simple_title', component: lazy(() => import('./SimpleRegistrationDialog')) },
  ForgetPassword: { titleKey: 'forgot.title', component: lazy(() => import('./ForgetPasswordDialog')) },
  // The home page's news pop-ups come on a first visit's first screen: the rest of the messages (about
  // 16 KiB gzip, and their evaluation and merge) would come with them.
  AnnouncementPop: { titleKey: 'announcement.pop_title', component: lazy(() => import('../announcements/AnnouncementPopDialog')), firstScreenMessages: true },
  AnnouncementImgPop: { titleKey: 'announcement.img_pop_title', component: lazy(() => import('../announcements/AnnouncementImgPopDialog')), firstScreenMessages: true },
  Draw: { titleKey: 'dialogs.Draw.title', component: lazy(() => import('../draws/DrawDialog')) },
  DrawDescription: { titleKey: 'dialogs.DrawDescription.title', component: lazy(() => import('../draws/DrawDescriptionDialog')) },
  WinPrize: { titleKey: 'dialogs.WinPrize.title', component: lazy(() => import('../draws/WinPrizeDialog')) },
  PromotionPop: { titleKey: 'promotions.pop_title', component: lazy(() => import('../promotions/PromotionPopDialog')) },
  DailyCheck: { titleKey: 'dialogs.DailyCheck.title', component: lazy(() => import('../signIn/DailyCheckDialog')) },
  DailyCheckDetailPop: { titleKey: 'dialogs.DailyCheckDetailPop.title', component: lazy(() => import('../signIn/DailyCheckDetailPopDialog')) },
  CreateBank: { titleKey: 'bank.bind_title', component: lazy(() => import('./CreateBankDialog')) },
  DepositPop: { titleKey: 'dialogs.DepositPop.title', component: lazy(() => import('../deposits/DepositPopDialog')) },
  DepositSubmit: { titleKey: 'dialogs.DepositSubmit.title', component: lazy(() => import('../deposits/DepositSubmitDialog')) },
  DepositSuccess: { titleKey: 'dialogs.DepositSuccess.title', component: lazy(() => import('../deposits/DepositSuccessDialog')) },
  DepositDetail: { titleKey: 'dialogs.DepositDetail.title', component: lazy(() => import('../deposits/DepositDetailDialog')) },
  DepositUploadDetail: { titleKey: 'dialogs.DepositUploadDetail.title', component: lazy(() => import('../deposits/DepositUploadDetailDialog')) },
  CryptocurrencyDetail: { titleKey: 'dialogs.CryptocurrencyDetail.title', component: lazy(() => import('../deposits/CryptocurrencyDetailDialog')) },
  UnableToRecharge: { titleKey: 'dialogs.UnableToRecharge.title', component: lazy(() => import('../deposits/UnableToRechargeDialog')) },
  RealtimeRebateCard: { titleKey: 'dialogs.RealtimeRebateCard.title', component: lazy(() => import('../bets/RealtimeRebateCardDialog')) },
  MailDetail: { titleKey: 'messages.detail_title', component: lazy(() => import('../messages/MailDetailDialog')) },
  PendingInquiries: { titleKey: 'dialogs.PendingInquiries.title', component: lazy(() => import('../service/PendingInquiriesDialog')) },
  PlatformTransfer: { titleKey: 'dialogs.PlatformTransfer.title', component: lazy(() => import('../wallet/PlatformTransferDialog')) },
  TransferBack: { titleKey: 'dialogs.TransferBack.title', component: lazy(() => import('../wallet/TransferBackDialog')) },
  PointNotice: { titleKey: 'dialogs.PointNotice.title', component: lazy(() => import('../wallet/PointNoticeDialog')) },
  UploadBettingPop: { titleKey: 'dialogs.UploadBettingPop.title', component: lazy(() => import('../bets/UploadBettingPopDialog')) },
  DeleteCookies: { titleKey: 'cookies.title', component: lazy(() => import('./DeleteCookiesDialog')) },
  Unread: { titleKey: 'dialogs.Unread.title', component: lazy(() => import('../unread/UnreadDialog')) },
  RealityCheck: { titleKey: 'dialogs.RealityCheck.title', component: lazy(() => import('../responsibleGaming/RealityCheckDialog')) },
}
