import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { LOGIN_WINDOW_MINUTES, loginBlocked, recordLoginFailure } from '../members/loginThrottle'
import { verifyPassword } from '../members/passwords'
import { scheduleDecision } from '../operator/demoOperator'
import { listWithdrawals, submitWithdrawal, withdrawalInfo, withdrawalRecordOf } from '../requests/withdrawals'

// The withdrawal page's calls. A withdrawal re-checks the login password and counts a wrong one as a
// failed login (the same window and limit), so a stolen session cannot guess the password here.

/** A wrong password; recorded as a login failure once the call's transaction has rolled back. */
class PasswordRecheckFailed extends ApiError {
  constructor(readonly usernameKey: string) {
    super(400, 'wrong_password', { field: 'password' })
  }
}

export async function withdrawalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  // The call's transaction is over by now (a failure recorded inside it would roll back with it).
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof PasswordRecheckFailed) await recordLoginFailure(db, config.now(), error.usernameKey, request.ip)
  })

  defineRoute(app, context, 'getMemberWithdrawalInfoV2', ({ session }) => withdrawalInfo(db, config, session.memberId))

  defineRoute(app, context, 'submitWithdrawalV2', async ({ input, session, trx, request }) => {
    const member = await trx.selectFrom('members').select(['username', 'password_hash']).where('id', '=', session.memberId).executeTakeFirstOrThrow()
    const usernameKey = member.username.toLowerCase()
    const audit = { event: 'withdrawal.submit', memberId: session.memberId, ip: request.ip }
    if (await loginBlocked(trx, config.now(), usernameKey, request.ip)) {
      request.log.warn({ ...audit, outcome: 'throttled' }, 'withdrawal')
      throw new ApiError(429, 'too_many_attempts', { minutes: LOGIN_WINDOW_MINUTES })
    }
    if (!(await verifyPassword(member.password_hash, input.password))) {
      request.log.info({ ...audit, outcome: 'wrong_password' }, 'withdrawal')
      throw new PasswordRecheckFailed(usernameKey)
    }
    const at = config.now()
    const filed = await submitWithdrawal(trx, config, { memberId: session.memberId, amount: input.amount, destination: input.destination, at })
    // Without an admin the demo operator pays it after the review time (DECISIONS.md, Operator API).
    if (config.withdrawalReviewSeconds > 0) {
      await scheduleDecision(trx, { subject: 'request', subjectId: filed.id, decision: 'approve', dueAt: new Date(at.getTime() + config.withdrawalReviewSeconds * 1000), at })
    }
    request.log.info({ ...audit, outcome: 'filed', reference: filed.reference, amount: filed.amount }, 'withdrawal')
    return withdrawalRecordOf(filed)
  })

  defineRoute(app, context, 'getMemberWithdrawalInfo', ({ input, session }) => listWithdrawals(db, session.memberId, input.page, input.pageSize))
}
