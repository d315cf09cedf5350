// Generated from contract.ts by callTable.test.ts (npx vitest run src/api/callTable.test.ts -u); do not edit.
import type { ClientCall } from '../shared/calls/define'
import type { CallName } from '../shared/contract'

/** The calls anyone may make: all a visitor's first page needs. */
export const publicCalls: Partial<Record<CallName, ClientCall>> = {
  memberLogin: { method: "POST", path: "/Member/memberLogin", idempotent: false, loading: true },
  apply: { method: "POST", path: "/Member/apply", idempotent: false, loading: true },
  simplyApply: { method: "POST", path: "/Member/simplyApply", idempotent: false },
  sendForgotPasswordCode: { method: "POST", path: "/Member/sendForgotPasswordCode", idempotent: false },
  editForgotPassword: { method: "PUT", path: "/Member/editForgotPassword", idempotent: false },
  getCategoryList: { method: "GET", path: "/Game/getCategoryList", idempotent: false },
  getGameList: { method: "POST", path: "/Game/getGameList", idempotent: false },
  getFeaturedGameList: { method: "GET", path: "/Game/getFeaturedGameList", idempotent: false },
  getAnnouncementList: { method: "GET", path: "/Announcement/getAnnouncementList", idempotent: false },
  getPromotionList: { method: "GET", path: "/Promotion/getPromotionList", idempotent: false },
  getPromotionDetail: { method: "POST", path: "/Promotion/getPromotionDetail", idempotent: false },
  getQaList: { method: "GET", path: "/Qa/getQaList", idempotent: false },
  getLegalPage: { method: "POST", path: "/Content/getLegalPage", idempotent: false },
  guestQuestion: { method: "POST", path: "/guest-questioning/send", idempotent: false },
  health: { method: "GET", path: "/health", idempotent: false },
  memberLoginCode: { method: "POST", path: "/Member/memberLoginCode", idempotent: false },
}
