// Dialog name → lazily loaded component and the key of its accessible name. Features add their
// dialogs here as they are built; the dialog machine's names are the keys.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DialogName, DialogProps } from '../../machines/dialogs/types'

export interface DialogComponentProps {
  props: DialogProps
}

export interface DialogRegistration {
  titleKey: string
  component: LazyExoticComponent<ComponentType<DialogComponentProps>>
}

export const dialogRegistry: Partial<Record<DialogName, DialogRegistration>> = {
  Login: { titleKey: 'login.title', component: lazy(() => import('./LoginDialog')) },
  AnnouncementPop: { titleKey: 'announcement.pop_title', component: lazy(() => import('../announcements/AnnouncementPopDialog')) },
  AnnouncementImgPop: { titleKey: 'announcement.img_pop_title', component: lazy(() => import('../announcements/AnnouncementImgPopDialog')) },
  PromotionPop: { titleKey: 'promotions.pop_title', component: lazy(() => import('../promotions/PromotionPopDialog')) },
  Register: { titleKey: 'register.title', component: lazy(() => import('./RegisterDialog')) },
  SimpleRegistration: { titleKey: 'register.simple_title', component: lazy(() => import('./SimpleRegistrationDialog')) },
  ForgetPassword: { titleKey: 'forgot.title', component: lazy(() => import('./ForgetPasswordDialog')) },
  NonMember: { titleKey: 'guest.title', component: lazy(() => import('./NonMemberDialog')) },
  DeleteCookies: { titleKey: 'cookies.title', component: lazy(() => import('./DeleteCookiesDialog')) },
  CreateBank: { titleKey: 'bank.bind_title', component: lazy(() => import('./CreateBankDialog')) },
  MailDetail: { titleKey: 'messages.detail_title', component: lazy(() => import('../messages/MailDetailDialog')) },
}
