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
const matchIssue = { path: ['confirmPassword'], params: { code: 'password_mismatch' } }

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
  health: call({
    method: 'GET', path: '/health', access: 'public', idempotent: false,
    request: noInput, response: health,
  }),
} satisfies Record<string, CallDefinition>

export type Contract = typeof contract
export type CallName = keyof Contract
export type RequestOf<N extends CallName> = z.input<Contract[N]['request']>
export type ResponseOf<N extends CallName> = z.output<Contract[N]['response']>
