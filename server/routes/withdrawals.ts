import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute, type CallBasics } from '../http/defineRoute'
import { recheckPassword } from '../members/passwordRecheck'
import { requireCodeIfOn } from '../security/twoFactor'
import { scheduleDecision } from '../operator/scheduleDecision'
import { requestLanguage } from '../content/translated'
import { listWithdrawals, submitWithdrawal, withdrawalInfo, withdrawalRecordOf } from '../withdrawals/withdrawals'

// The withdrawal page's calls. A withdrawal re-checks the login password as one attempt against the
// login limit, so a stolen session cannot guess the password here.

export async function withdrawalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberWithdrawalInfoV2', ({ session, request }) => withdrawalInfo(db, config, session.memberId, requestLanguage(request.headers)))

  // The password is re-checked before the withdrawal's own transaction opens: a wrong one must stay
  // counted although the refused call rolls back.
  const passwordRecheck = {
    guard: async ({ input, session, request }: CallBasics<'submitWithdrawalV2'>) => {
      await recheckPassword(context, { memberId: session.memberId, password: input.password, ip: request.ip, event: 'withdrawal.submit', log: request.log })
      // With two-factor login on, a stolen password and session are not enough to take the money out.
      await requireCodeIfOn(context, { memberId: session.memberId, code: input.code, ip: request.ip, event: 'withdrawal.submit', log: request.log })
    },
  }

  defineRoute(app, context, 'submitWithdrawalV2', async ({ input, session, trx, request }) => {
    const at = config.now()
    const filed = await submitWithdrawal(trx, config, { memberId: session.memberId, amount: input.amount, destination: input.destination, at })
    // Without an admin the demo operator pays it after the review time (DECISIONS.md, Operator API).
    if (config.withdrawalReviewSeconds > 0) {
      await scheduleDecision(trx, { subject: 'request', subjectId: filed.id, decision: 'approve', dueAt: new Date(at.getTime() + config.withdrawalReviewSeconds * 1000), at })
    }
    request.log.info({ event: 'withdrawal.submit', memberId: session.memberId, ip: request.ip, outcome: 'filed', reference: filed.reference, amount: filed.amount }, 'withdrawal')
    return withdrawalRecordOf(filed, requestLanguage(request.headers))
  }, passwordRecheck)

  defineRoute(app, context, 'getMemberWithdrawalInfo', ({ input, session, request }) =>
    listWithdrawals(db, session.memberId, input.page, input.pageSize, requestLanguage(request.headers)),
  )
}
