import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { loginHistoryPage } from '../security/loginHistory'
import { liveSessions, signOutOthers } from '../security/sessionList'
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorStatus } from '../security/twoFactor'

// The security page's calls (issue 32); the login's second step is with the login, in member.ts.
export async function securityRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getTwoFactor', ({ session }) => twoFactorStatus(db, session.memberId))

  defineRoute(app, context, 'startTwoFactor', ({ session }) => startTwoFactor(db, session.memberId, config.now()))

  defineRoute(app, context, 'confirmTwoFactor', async ({ input, session, request }) => {
    const recoveryCodes = await confirmTwoFactor(context, { memberId: session.memberId, code: input.code, ip: request.ip, event: 'security.enable', log: request.log })
    request.log.info({ event: 'security.enable', memberId: session.memberId, ip: request.ip }, 'two-factor login on')
    return { recoveryCodes }
  })

  defineRoute(app, context, 'disableTwoFactor', async ({ input, session, request }) => {
    await disableTwoFactor(context, { memberId: session.memberId, code: input.code, ip: request.ip, event: 'security.disable', log: request.log })
    request.log.info({ event: 'security.disable', memberId: session.memberId, ip: request.ip }, 'two-factor login off')
    return { enabled: false as const }
  })

  defineRoute(app, context, 'getSessions', async ({ session }) => ({ sessions: await liveSessions(db, config, session) }))

  defineRoute(app, context, 'signOutOtherDevices', async ({ session, request }) => {
    const revokedSessions = await signOutOthers(db, session, config.now())
    request.log.info({ event: 'security.signOutOthers', memberId: session.memberId, ip: request.ip, revokedSessions }, 'sessions ended')
    return { revokedSessions }
  })

  defineRoute(app, context, 'getLoginHistory', ({ input, session }) => loginHistoryPage(db, session.memberId, input.page, input.pageSize))
}
