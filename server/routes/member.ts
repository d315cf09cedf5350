import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { RESET_CODES_PER_ADDRESS, RESET_CONFIRMATIONS_PER_ADDRESS, spendAddressAttempt } from '../members/addressLimits'
import { LOGIN_WINDOW_MINUTES, attemptPassword } from '../members/loginThrottle'
import { findMemberByUsername } from '../members/lookup'
import { memberInfo } from '../members/memberInfo'
import { changePassword } from '../members/passwordChange'
import { RESET_CODE_TTL_SECONDS, resetPassword, sendResetCode } from '../members/passwordReset'
import { verifyPassword } from '../members/passwords'
import { registerMember, type NewMember } from '../members/registration'
import { revokeSessions, startSession } from '../members/sessions'
import { assertNotExcluded } from '../responsibleGaming/exclusions'
import { assertNotClosed } from '../members/accountClosure'
import { closeChallenge, findChallenge, openChallenge } from '../security/loginChallenges'
import { recordLogin } from '../security/loginHistory'
import { checkCode, isTwoFactorOn, requireCodeIfOn } from '../security/twoFactor'

function origin(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) }
}

function deviceOf(request: FastifyRequest, deviceId: string | undefined) {
  return { deviceId, ...origin(request) }
}

export async function memberRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'memberLogin', async ({ input, request }) => {
    const usernameKey = input.username.toLowerCase()
    const audit = { event: 'auth.login', username: input.username, ip: request.ip }
    const attempt = { now: config.now(), usernameKey, ip: request.ip, deviceId: input.deviceId }
    let memberId: number | undefined
    const result = await attemptPassword(db, attempt, async () => {
      const found = await findMemberByUsername(db, input.username)
      memberId = found?.id
      // Verified even for an unknown name, so the time taken does not tell which names exist.
      const verified = await verifyPassword(found?.password_hash, input.password)
      return found && verified ? found : null
    })
    if (result.outcome === 'blocked') {
      request.log.warn({ ...audit, outcome: 'throttled' }, 'login attempt')
      throw new ApiError(429, 'too_many_attempts', { minutes: LOGIN_WINDOW_MINUTES })
    }
    if (result.outcome === 'failed') {
      request.log.info({ ...audit, outcome: 'failure' }, 'login attempt')
      if (memberId !== undefined) await recordLogin(db, { memberId, ...origin(request), at: config.now(), success: false })
      throw new ApiError(401, 'invalid_credentials')
    }
    const member = result.value
    // Only after the password: a wrong one must not learn that the account is excluded.
    await assertNotExcluded(db, member.id, config.now())
    await assertNotClosed(db, member.id)
    if (await isTwoFactorOn(db, member.id)) {
      request.log.info({ ...audit, outcome: 'code_required', memberId: member.id }, 'login attempt')
      throw new ApiError(401, 'two_factor_required', { challenge: await openChallenge(db, member.id, input.deviceId, config.now()) })
    }
    request.log.info({ ...audit, outcome: 'success', memberId: member.id }, 'login attempt')
    await recordLogin(db, { memberId: member.id, ...origin(request), at: config.now(), success: true })
    return startSession(context, member.id, deviceOf(request, input.deviceId))
  })

  // The second step of a login with two-factor on: the challenge the password step gave, and a code.
  defineRoute(app, context, 'memberLoginCode', async ({ input, request }) => {
    const challenge = await findChallenge(db, input.challenge, config.now())
    if (!challenge) throw new ApiError(400, 'login_step_expired')
    const memberId = challenge.member_id
    try {
      await checkCode(context, { memberId, code: input.code, ip: request.ip, deviceId: input.deviceId, event: 'auth.loginCode', log: request.log })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) await recordLogin(db, { memberId, ...origin(request), at: config.now(), success: false })
      throw error
    }
    if (!(await closeChallenge(db, challenge.id, config.now()))) throw new ApiError(400, 'login_step_expired')
    await recordLogin(db, { memberId, ...origin(request), at: config.now(), success: true })
    request.log.info({ event: 'auth.loginCode', memberId, ip: request.ip, outcome: 'success' }, 'login attempt')
    return startSession(context, memberId, deviceOf(request, input.deviceId))
  })

  defineRoute(app, context, 'memberLogout', async ({ session, request }) => {
    await db.transaction().execute((trx) => revokeSessions(trx, session.memberId, { only: session.tokenId }, config.now()))
    request.log.info({ event: 'auth.logout', memberId: session.memberId, ip: request.ip }, 'logout')
    return { loggedOut: true }
  })

  async function register(request: FastifyRequest, member: NewMember, deviceId: string | undefined) {
    await spendAddressAttempt(db, 'register', config.registrationsPerAddress, request.ip, config.now())
    const memberId = await registerMember(context, member)
    request.log.info({ event: 'auth.register', username: member.username, memberId, ip: request.ip }, 'member registered')
    return startSession(context, memberId, deviceOf(request, deviceId))
  }

  defineRoute(app, context, 'apply', async ({ input, request }) => {
    const { deviceId, confirmPassword: _confirmed, agreement: _agreed, ...member } = input
    return register(request, member, deviceId)
  })

  defineRoute(app, context, 'simplyApply', async ({ input, request }) => {
    const { deviceId, agreement: _agreed, ...member } = input
    return register(request, member, deviceId)
  })

  defineRoute(app, context, 'checkToken', async ({ session }) => ({ valid: true, expiresAt: session.expiresAt.toISOString() }))

  defineRoute(app, context, 'editPassword', async ({ input, session, request }) => {
    await requireCodeIfOn(context, { memberId: session.memberId, code: input.code, ip: request.ip, event: 'auth.editPassword', log: request.log })
    const change = await changePassword(db, session, input, config.now())
    const audit = { event: 'auth.editPassword', memberId: session.memberId, ip: request.ip }
    if (!change.changed) {
      request.log.info({ ...audit, outcome: 'failure' }, 'password change')
      throw new ApiError(400, 'wrong_password', { field: 'oldPassword' })
    }
    request.log.info({ ...audit, outcome: 'success', revokedSessions: change.revokedSessions }, 'password change')
    return { revokedSessions: change.revokedSessions }
  })

  // Limited per address as well as per member: a 429 here depends on the address alone, so it tells nothing about the username.
  defineRoute(app, context, 'sendForgotPasswordCode', async ({ input, request }) => {
    await spendAddressAttempt(db, 'reset_code', RESET_CODES_PER_ADDRESS, request.ip, config.now())
    await sendResetCode(context, input.username)
    request.log.info({ event: 'auth.forgotPassword', username: input.username, ip: request.ip }, 'reset code requested')
    return { expiresInSeconds: RESET_CODE_TTL_SECONDS }
  })

  defineRoute(app, context, 'editForgotPassword', async ({ input, request }) => {
    await spendAddressAttempt(db, 'reset_confirm', RESET_CONFIRMATIONS_PER_ADDRESS, request.ip, config.now())
    const reset = await resetPassword(context, input)
    request.log.info({ event: 'auth.resetPassword', username: input.username, outcome: reset ? 'success' : 'failure', ip: request.ip }, 'password reset')
    if (!reset) throw new ApiError(400, 'invalid_reset_code', { field: 'code' })
    return { reset: true }
  })

  defineRoute(app, context, 'getMemberInfoV3', async ({ session }) => memberInfo(db, session.memberId))
}
