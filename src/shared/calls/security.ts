// Account security (DECISIONS.md, "Account security and player protection"; issue 32): two-factor
// login with an authenticator app (TOTP, RFC 6238) and one-time recovery codes, the member's live
// sessions with "sign out other devices", and the login history.
import { z } from 'zod'
import { call } from './define'
import { deviceIdRule, get, isoDate, noInput, pageRequest, securityCodeRule } from './rules'

export const securityErrors = [
  /** The password was right and the account has two-factor login: a code is next (`challenge` names this login). */
  'two_factor_required',
  'wrong_code',
  'code_already_used',
  /** The step between the password and the code took too long (or was already used): start again. */
  'login_step_expired',
  'two_factor_already_on',
  'two_factor_not_on',
] as const

export const RECOVERY_CODE_COUNT = 10
const LOGIN_HISTORY_PAGE_SIZE_MAX = 50

const loginCodeRequest = z.strictObject({
  challenge: z.string().min(16).max(128),
  code: securityCodeRule,
  deviceId: deviceIdRule.optional(),
})

export const twoFactorCodeRequest = z.strictObject({ code: securityCodeRule })

const session = z.strictObject({
  id: z.int().positive(),
  /** The operating system or device family read from the browser's user agent; '' when unknown. */
  device: z.string(),
  browser: z.string(),
  ip: z.string(),
  startedAt: isoDate,
  lastSeenAt: isoDate,
  current: z.boolean(),
})

const loginRecord = z.strictObject({
  id: z.int().positive(),
  at: isoDate,
  ip: z.string(),
  device: z.string(),
  browser: z.string(),
  success: z.boolean(),
})

export const securityCalls = {
  memberLoginCode: call({
    method: 'POST', path: '/Member/memberLoginCode', access: 'public', idempotent: false,
    request: loginCodeRequest, response: z.strictObject({ token: z.string(), expiresAt: isoDate }),
  }),
  getTwoFactor: get({
    path: '/Member/getTwoFactor', access: 'member',
    response: z.strictObject({ enabled: z.boolean(), recoveryCodesLeft: z.int().nonnegative() }),
  }),
  startTwoFactor: call({
    method: 'POST', path: '/Member/startTwoFactor', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ secret: z.string(), uri: z.string() }),
  }),
  confirmTwoFactor: call({
    method: 'POST', path: '/Member/confirmTwoFactor', access: 'member', idempotent: false, changes: ['security'],
    request: twoFactorCodeRequest, response: z.strictObject({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
  }),
  disableTwoFactor: call({
    method: 'POST', path: '/Member/disableTwoFactor', access: 'member', idempotent: false, changes: ['security'],
    request: twoFactorCodeRequest, response: z.strictObject({ enabled: z.literal(false) }),
  }),
  getSessions: get({ path: '/Member/getSessions', access: 'member', response: z.strictObject({ sessions: z.array(session) }) }),
  signOutOtherDevices: call({
    method: 'POST', path: '/Member/signOutOtherDevices', access: 'member', idempotent: false, changes: ['security'],
    request: noInput, response: z.strictObject({ revokedSessions: z.int().nonnegative() }),
  }),
  getLoginHistory: call({
    method: 'POST', path: '/Member/getLoginHistory', access: 'member', idempotent: false,
    request: z.strictObject({ ...pageRequest(LOGIN_HISTORY_PAGE_SIZE_MAX) }),
    response: z.strictObject({ records: z.array(loginRecord), total: z.int().nonnegative() }),
  }),
}
