// Member accounts: sessions, registration, passwords and member info.
import { z } from 'zod'
import { call } from './define'
import { verificationState } from './verification'
import {
  codeRule, deviceIdRule, securityCodeRule, emailRule, get, isoDate, matchIssue, passwordRule, passwordsMatch, phoneRule, realNameRule, usernameRule,
} from './rules'

export const memberErrors = [
  'password_mismatch',
  'weak_password',
  'terms_not_accepted',
  'invalid_credentials',
  'too_many_attempts',
  'username_taken',
  'wrong_password',
  'same_password',
  'invalid_reset_code',
] as const

const sessionGrant = z.strictObject({ token: z.string(), expiresAt: isoDate })

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

export const editPasswordRequest = z
  .strictObject({
    oldPassword: z.string().min(1).max(128),
    newPassword: passwordRule,
    confirmPassword: z.string().max(64),
    /** With two-factor login on: a current code or a recovery code. */
    code: securityCodeRule.optional(),
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

const memberInfo = z.strictObject({
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
  verification: verificationState,
})
export type MemberInfo = z.infer<typeof memberInfo>

export const memberCalls = {
  memberLogin: call({
    method: 'POST', path: '/Member/memberLogin', access: 'public', idempotent: false, loading: true,
    request: loginRequest, response: sessionGrant,
  }),
  memberLogout: get({
    path: '/Member/memberLogout', access: 'member', loading: true,
    response: z.strictObject({ loggedOut: z.literal(true) }),
  }),
  apply: call({
    method: 'POST', path: '/Member/apply', access: 'public', idempotent: false, loading: true,
    request: applyRequest, response: sessionGrant,
  }),
  simplyApply: call({
    method: 'POST', path: '/Member/simplyApply', access: 'public', idempotent: false,
    request: simplyApplyRequest, response: sessionGrant,
  }),
  checkToken: get({
    path: '/Member/checkToken', access: 'member',
    response: z.strictObject({ valid: z.literal(true), expiresAt: isoDate }),
  }),
  editPassword: call({
    method: 'PUT', path: '/Member/editPassword', access: 'member', idempotent: false, loading: true, changes: ['security'],
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
  getMemberInfoV3: get({ path: '/Member/getMemberInfoV3', access: 'member', loading: true, response: memberInfo }),
}
