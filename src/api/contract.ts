// The one contract between the site and the provider API. The client builds its call functions
// from it and the reference server registers and validates its routes from it: a change here
// changes both ends. Paths are relative to `/api`. Money is integer minor units everywhere.
import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT'

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod
  path: string
  /** 'member' calls need a valid token; the server answers 401 without one. */
  access: 'public' | 'member'
  /** Calls that move money or create a money-relevant record carry an Idempotency-Key. */
  idempotent: boolean
  request: Req
  response: Res
}

function call<Req extends z.ZodType, Res extends z.ZodType>(definition: CallDefinition<Req, Res>) {
  return definition
}

// Stable error codes the server answers with; the client shows `back.errorCode.<code>`.
export const errorCodes = [
  'invalid_request',
  'field_required',
  'field_invalid',
  'field_too_short',
  'field_too_long',
  'field_too_small',
  'field_too_large',
  'unknown_field',
  'invalid_date_range',
  'date_range_too_long',
  'password_mismatch',
  'weak_password',
  'terms_not_accepted',
  'invalid_credentials',
  'too_many_attempts',
  'too_many_requests',
  'unauthorized',
  'username_taken',
  'wrong_password',
  'same_password',
  'invalid_reset_code',
  'unknown_bank',
  'account_holder_mismatch',
  'bank_card_limit',
  'bank_card_duplicate',
  'prize_already_claimed',
  'idempotency_key_required',
  'idempotency_key_reused',
  'request_in_progress',
  'not_found',
  'payload_too_large',
  'internal_error',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const errorBody = z.strictObject({
  errorMessage: z.string(),
  errorValues: z.record(z.string(), z.union([z.string(), z.number()])),
})
export type ErrorBody = z.infer<typeof errorBody>

/** Turns one validation issue into the error body both ends show for a bad field. */
export function issueToError(issue: z.core.$ZodIssue): ErrorBody {
  const field = issue.path.map(String).join('.') || 'body'
  switch (issue.code) {
    case 'unrecognized_keys':
      return { errorMessage: 'unknown_field', errorValues: { field: issue.keys.join(', ') } }
    case 'invalid_type':
      return issue.input === undefined
        ? { errorMessage: 'field_required', errorValues: { field } }
        : { errorMessage: 'field_invalid', errorValues: { field } }
    case 'too_small':
      return issue.origin === 'string'
        ? { errorMessage: 'field_too_short', errorValues: { field, min: Number(issue.minimum) } }
        : { errorMessage: 'field_too_small', errorValues: { field, min: Number(issue.minimum) } }
    case 'too_big':
      return issue.origin === 'string'
        ? { errorMessage: 'field_too_long', errorValues: { field, max: Number(issue.maximum) } }
        : { errorMessage: 'field_too_large', errorValues: { field, max: Number(issue.maximum) } }
    case 'invalid_value':
      return field === 'agreement'
        ? { errorMessage: 'terms_not_accepted', errorValues: {} }
        : { errorMessage: 'field_invalid', errorValues: { field } }
    case 'custom': {
      const code = typeof issue.params?.code === 'string' ? issue.params.code : 'field_invalid'
      return { errorMessage: code, errorValues: { field } }
    }
    default:
      return { errorMessage: 'field_invalid', errorValues: { field } }
  }
}

// Field rules, shared by the forms (checked as the member types) and the server.
export const usernameRule = z.string().trim().regex(/^[A-Za-z0-9_]{4,16}$/)
export const passwordRule = z
  .string()
  .min(8)
  .max(64)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { params: { code: 'weak_password' } })
const realNameRule = z.string().trim().min(2).max(50)
const phoneRule = z.string().trim().regex(/^\+?[0-9 -]{7,20}$/)
const emailRule = z.string().trim().max(100).pipe(z.email())
const codeRule = z.string().trim().max(32).regex(/^[A-Za-z0-9_-]*$/)
const deviceIdRule = z.string().max(128).regex(/^[A-Za-z0-9_-]*$/)
const isoDate = z.iso.datetime({ offset: true })
const minorUnits = z.int().nonnegative()

const noInput = z.strictObject({})
const sessionGrant = z.strictObject({ token: z.string(), expiresAt: isoDate })

function passwordsMatch(value: { newPassword?: string; password?: string; confirmPassword: string }) {
  return (value.newPassword ?? value.password) === value.confirmPassword
}
const matchIssue = {
  path: ['confirmPassword'],
  params: { code: 'password_mismatch' },
  // Checked even while other fields are wrong, so the form shows every problem at once.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => ['password', 'newPassword', 'confirmPassword'].includes(String(issue.path?.[0]))),
}

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  deviceId: deviceIdRule.optional(),
})

export const applyRequest = z
  .strictObject({
    username: usernameRule,
    password: passwordRule,
    confirmPassword: z.string().max(64),
    realName: realNameRule,
    phone: phoneRule,
    email: emailRule,
    agreement: z.literal(true),
    referralCode: codeRule.optional(),
    subAgentCode: codeRule.optional(),
    deviceId: deviceIdRule.optional(),
  })
  .refine(passwordsMatch, matchIssue)

export const simplyApplyRequest = z.strictObject({
  username: usernameRule,
  password: passwordRule,
  agreement: z.literal(true),
  referralCode: codeRule.optional(),
  subAgentCode: codeRule.optional(),
  deviceId: deviceIdRule.optional(),
})

export const guestQuestionRequest = z.strictObject({
  name: z.string().trim().min(1).max(50),
  contact: z.string().trim().min(5).max(100),
  question: z.string().trim().min(10).max(1000),
})

export const editPasswordRequest = z
  .strictObject({
    oldPassword: z.string().min(1).max(128),
    newPassword: passwordRule,
    confirmPassword: z.string().max(64),
  })
  .refine(passwordsMatch, matchIssue)

export const forgotPasswordCodeRequest = z.strictObject({ username: z.string().trim().min(1).max(32) })

export const editForgotPasswordRequest = z
  .strictObject({
    username: z.string().trim().min(1).max(32),
    code: z.string().trim().regex(/^\d{6}$/),
    newPassword: passwordRule,
    confirmPassword: z.string().max(64),
  })
  .refine(passwordsMatch, matchIssue)

export const memberInfo = z.strictObject({
  id: z.int().positive(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  currency: z.string().length(3),
  vipLevel: z.int().nonnegative(),
  seamless: z.boolean(),
  participation: z.boolean(),
  referralCode: z.string(),
  createdAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  unread: z.strictObject({ member: z.int().nonnegative(), service: z.int().nonnegative() }),
})
export type MemberInfo = z.infer<typeof memberInfo>

export const bindBankRequest = z.strictObject({
  bankCode: z.string().trim().min(1).max(16),
  branch: z.string().trim().min(2).max(60),
  accountHolder: z.string().trim().min(2).max(50),
  // Digits, optionally grouped with spaces or dashes as printed on a passbook.
  accountNumber: z.string().trim().regex(/^\d[\d -]{6,28}\d$/).refine((value) => value.replace(/\D/g, '').length <= 20),
})

export const bank = z.strictObject({ code: z.string(), name: z.string(), country: z.enum(['KR', 'TW', 'VN']) })
export type Bank = z.infer<typeof bank>

export const bankCard = z.strictObject({
  id: z.int().positive(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountHolder: z.string(),
  /** Only the last four digits leave the server. */
  maskedAccountNumber: z.string(),
  isVerify: z.boolean(),
  status: z.enum(['pending', 'verified', 'rejected']),
  createdAt: isoDate,
})
export type BankCard = z.infer<typeof bankCard>

// Public content (lobby, announcements, promotions, Q&A, legal pages). Texts arrive in the language
// of the Lang header, English when a text has no translation; HTML fields come from the operator and
// are shown only through the site's sanitizer.
const slugRule = z.string().max(40).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
/** A category or promotion path: slugs joined by '/', e.g. live-casino/evolution/baccarat. */
const slugPathRule = z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/)
/** Artwork the API serves itself (the CSP allows images from the site's own origin only). */
const mediaPath = z.string().regex(/^\/media\/[a-z0-9/_-]+\.svg$/)

export const gameCategory = z.strictObject({
  path: z.string(),
  parent: z.string().nullable(),
  name: z.string(),
  gameCount: z.int().nonnegative(),
})
export type GameCategory = z.infer<typeof gameCategory>

export const gameProvider = z.strictObject({ slug: z.string(), name: z.string() })

export const game = z.strictObject({
  id: z.int().positive(),
  slug: z.string(),
  name: z.string(),
  provider: gameProvider,
  category: z.string(),
  image: mediaPath,
  hot: z.boolean(),
  new: z.boolean(),
})
export type Game = z.infer<typeof game>

export const GAME_PAGE_SIZE_MAX = 60
export const gameListRequest = z.strictObject({
  category: slugPathRule,
  provider: slugRule.optional(),
  search: z.string().trim().max(50).optional(),
  page: z.int().min(1).max(1000),
  pageSize: z.int().min(1).max(GAME_PAGE_SIZE_MAX),
})
export type GameListRequest = z.input<typeof gameListRequest>

export const announcement = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(['text', 'image']),
  title: z.string(),
  html: z.string(),
  image: mediaPath.nullable(),
  publishedAt: isoDate,
})
export type Announcement = z.infer<typeof announcement>

export const promotionCategories = ['welcome', 'reload', 'rebate', 'event'] as const
export const promotionSummary = z.strictObject({
  slug: z.string(),
  category: z.enum(promotionCategories),
  title: z.string(),
  summary: z.string(),
  banner: mediaPath,
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  /** What the call to action asks of the visitor: join, deposit, or claim the reward. */
  action: z.enum(['register', 'deposit', 'claim']),
  featured: z.boolean(),
})
export type PromotionSummary = z.infer<typeof promotionSummary>
export const promotionDetail = z.strictObject({ ...promotionSummary.shape, termsHtml: z.string() })
export type PromotionDetail = z.infer<typeof promotionDetail>

export const qaTopic = z.strictObject({
  slug: z.string(),
  name: z.string(),
  items: z.array(z.strictObject({ id: z.int().positive(), question: z.string(), answer: z.string() })),
})
export type QaTopic = z.infer<typeof qaTopic>

export const legalPages = ['privacy', 'terms', 'responsible'] as const
export type LegalPageName = (typeof legalPages)[number]
export const legalPage = z.strictObject({ page: z.enum(legalPages), intro: z.string(), html: z.string(), updatedAt: isoDate })

// Private messages: the member's own inbox and the customer-service replies. Bodies are operator HTML.
export const messageKinds = ['member', 'service'] as const
export const MESSAGE_PAGE_SIZE_MAX = 50
const messageIds = z.array(z.int().positive()).min(1).max(100)
export const memberMessage = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  createdAt: isoDate,
  read: z.boolean(),
  /** A reward the message carries: minor units of the member's currency ('balance') or points. */
  prize: z.strictObject({ kind: z.enum(['balance', 'point']), amount: z.int().positive(), claimed: z.boolean() }).nullable(),
})
export type MemberMessage = z.infer<typeof memberMessage>
export const messageListRequest = z.strictObject({
  kind: z.enum(messageKinds),
  page: z.int().min(1).max(1000),
  pageSize: z.int().min(1).max(MESSAGE_PAGE_SIZE_MAX),
})

// Bet records: the game platforms' reports of the member's play, filtered by whole days.
export const betStatuses = ['settled', 'pending', 'cancelled'] as const
export const BET_PAGE_SIZE_MAX = 100
export const BET_RANGE_DAYS_MAX = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** The range rule both ends apply: the end not before the start, and at most BET_RANGE_DAYS_MAX days. */
export function dateRangeError(startTime: string, endTime: string): (ErrorBody & { errorMessage: ErrorCode }) | null {
  const span = Date.parse(endTime) - Date.parse(startTime)
  if (span < 0) return { errorMessage: 'invalid_date_range', errorValues: {} }
  // Rounded, so a whole-day range across a daylight-saving change still counts its calendar days.
  if (Math.round(span / DAY_MS) > BET_RANGE_DAYS_MAX) return { errorMessage: 'date_range_too_long', errorValues: { days: BET_RANGE_DAYS_MAX } }
  return null
}

export const betRecordListRequest = z.strictObject({
  startTime: isoDate,
  endTime: isoDate,
  status: z.enum(betStatuses).optional(),
  page: z.int().min(1).max(1000),
  pageSize: z.int().min(1).max(BET_PAGE_SIZE_MAX),
})
export type BetRecordListRequest = z.input<typeof betRecordListRequest>
const signedMinorUnits = z.int()
export const betRecord = z.strictObject({
  id: z.int().positive(),
  game: z.string(),
  provider: z.string(),
  /** The top-level lobby category slug, e.g. slots or live-casino. */
  category: z.string(),
  stake: minorUnits,
  /** 0 while pending; the refunded stake when cancelled. */
  payout: minorUnits,
  status: z.enum(betStatuses),
  placedAt: isoDate,
  settledAt: isoDate.nullable(),
})
export type BetRecord = z.infer<typeof betRecord>

export const health = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.strictObject({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number().nonnegative() }),
})
export type Health = z.infer<typeof health>

export const contract = {
  memberLogin: call({
    method: 'POST', path: '/Member/memberLogin', access: 'public', idempotent: false,
    request: loginRequest, response: sessionGrant,
  }),
  memberLogout: call({
    method: 'GET', path: '/Member/memberLogout', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ loggedOut: z.literal(true) }),
  }),
  apply: call({
    method: 'POST', path: '/Member/apply', access: 'public', idempotent: false,
    request: applyRequest, response: sessionGrant,
  }),
  simplyApply: call({
    method: 'POST', path: '/Member/simplyApply', access: 'public', idempotent: false,
    request: simplyApplyRequest, response: sessionGrant,
  }),
  guestQuestion: call({
    method: 'POST', path: '/guest-questioning/send', access: 'public', idempotent: false,
    request: guestQuestionRequest, response: z.strictObject({ id: z.int().positive() }),
  }),
  checkToken: call({
    method: 'GET', path: '/Member/checkToken', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ valid: z.literal(true), expiresAt: isoDate }),
  }),
  editPassword: call({
    method: 'PUT', path: '/Member/editPassword', access: 'member', idempotent: false,
    request: editPasswordRequest, response: z.strictObject({ revokedSessions: z.int().nonnegative() }),
  }),
  sendForgotPasswordCode: call({
    method: 'POST', path: '/Member/sendForgotPasswordCode', access: 'public', idempotent: false,
    request: forgotPasswordCodeRequest, response: z.strictObject({ expiresInSeconds: z.int().positive() }),
  }),
  editForgotPassword: call({
    method: 'PUT', path: '/Member/editForgotPassword', access: 'public', idempotent: false,
    request: editForgotPasswordRequest, response: z.strictObject({ reset: z.literal(true) }),
  }),
  getMemberInfoV3: call({
    method: 'GET', path: '/Member/getMemberInfoV3', access: 'member', idempotent: false,
    request: noInput, response: memberInfo,
  }),
  getBalance: call({
    method: 'GET', path: '/MemberWallet/getBalance', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ balance: minorUnits }),
  }),
  getPoint: call({
    method: 'GET', path: '/Point/getPoint', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ point: z.int().nonnegative() }),
  }),
  getRate: call({
    method: 'GET', path: '/Point/getRate', access: 'member', idempotent: false,
    // `point` points are worth `amount` minor units of the member's currency.
    request: noInput, response: z.strictObject({ point: z.int().positive(), amount: minorUnits.positive() }),
  }),
  getBankList: call({
    method: 'GET', path: '/MemberBank/getBankList', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ banks: z.array(bank) }),
  }),
  getMemberBankInfoList: call({
    method: 'GET', path: '/MemberBank/getMemberBankInfoList', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ cards: z.array(bankCard), maxCards: z.int().positive() }),
  }),
  bindBank: call({
    method: 'POST', path: '/MemberBank/bindBank', access: 'member', idempotent: true,
    request: bindBankRequest, response: bankCard,
  }),
  getCategoryList: call({
    method: 'GET', path: '/Game/getCategoryList', access: 'public', idempotent: false,
    request: noInput, response: z.strictObject({ categories: z.array(gameCategory) }),
  }),
  getGameList: call({
    method: 'POST', path: '/Game/getGameList', access: 'public', idempotent: false,
    request: gameListRequest,
    response: z.strictObject({
      games: z.array(game),
      total: z.int().nonnegative(),
      page: z.int().positive(),
      pageSize: z.int().positive(),
      /** The providers with games in the category (before the provider filter), for the filter itself. */
      providers: z.array(z.strictObject({ ...gameProvider.shape, gameCount: z.int().nonnegative() })),
    }),
  }),
  getFeaturedGameList: call({
    method: 'GET', path: '/Game/getFeaturedGameList', access: 'public', idempotent: false,
    request: noInput, response: z.strictObject({ hot: z.array(game), new: z.array(game) }),
  }),
  getAnnouncementList: call({
    method: 'GET', path: '/Announcement/getAnnouncementList', access: 'public', idempotent: false,
    request: noInput, response: z.strictObject({ announcements: z.array(announcement) }),
  }),
  getPromotionList: call({
    method: 'GET', path: '/Promotion/getPromotionList', access: 'public', idempotent: false,
    request: noInput, response: z.strictObject({ promotions: z.array(promotionSummary) }),
  }),
  getPromotionDetail: call({
    method: 'POST', path: '/Promotion/getPromotionDetail', access: 'public', idempotent: false,
    request: z.strictObject({ slug: slugPathRule }), response: promotionDetail,
  }),
  getQaList: call({
    method: 'GET', path: '/Qa/getQaList', access: 'public', idempotent: false,
    request: noInput, response: z.strictObject({ topics: z.array(qaTopic) }),
  }),
  getLegalPage: call({
    method: 'POST', path: '/Content/getLegalPage', access: 'public', idempotent: false,
    request: z.strictObject({ page: z.enum(legalPages) }), response: legalPage,
  }),
  getMemberPrivateMessage: call({
    method: 'POST', path: '/Member/getMemberPrivateMessage', access: 'member', idempotent: false,
    request: messageListRequest, response: z.strictObject({ messages: z.array(memberMessage), total: z.int().nonnegative() }),
  }),
  batchReadMemberPrivateMessage: call({
    method: 'POST', path: '/Member/batchReadMemberPrivateMessage', access: 'member', idempotent: false,
    request: z.strictObject({ ids: messageIds }), response: z.strictObject({ read: z.int().nonnegative() }),
  }),
  batchDeleteMemberPrivateMessage: call({
    method: 'POST', path: '/Member/batchDeleteMemberPrivateMessage', access: 'member', idempotent: false,
    request: z.strictObject({ ids: messageIds }), response: z.strictObject({ deleted: z.int().nonnegative() }),
  }),
  getMemberPrivateMessagePrize: call({
    method: 'POST', path: '/Member/getMemberPrivateMessagePrize', access: 'member', idempotent: true,
    request: z.strictObject({ id: z.int().positive() }),
    response: z.strictObject({ id: z.int().positive(), kind: z.enum(['balance', 'point']), amount: z.int().positive() }),
  }),
  getMemberBetRecordList_V4: call({
    method: 'POST', path: '/MemberBet/getMemberBetRecordList_V4', access: 'member', idempotent: false,
    request: betRecordListRequest,
    response: z.strictObject({
      records: z.array(betRecord),
      total: z.int().nonnegative(),
      /** Sums over every record the filters match, not only this page; net = payout - stake. */
      summary: z.strictObject({ stake: minorUnits, payout: minorUnits, net: signedMinorUnits }),
    }),
  }),
  health: call({
    method: 'GET', path: '/health', access: 'public', idempotent: false,
    request: noInput, response: health,
  }),
} satisfies Record<string, CallDefinition>

export type Contract = typeof contract
export type CallName = keyof Contract
export type RequestOf<N extends CallName> = z.input<Contract[N]['request']>
export type ResponseOf<N extends CallName> = z.output<Contract[N]['response']>
