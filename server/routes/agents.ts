import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { claimCommission, commissionOverview } from '../agents/commission'
import { referralsOf } from '../agents/referrals'
import { createSubAgentCode, isAgent, MAX_SUB_AGENT_CODES, subAgentCodesOf } from '../agents/subAgentCodes'
import { defineRoute } from '../http/defineRoute'

export async function agentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getReferralList', async ({ session }) => referralsOf(db, session.memberId))

  defineRoute(app, context, 'getSubAgentCodeList', async ({ session }) => {
    const agent = await isAgent(db, session.memberId)
    return { agent, max: MAX_SUB_AGENT_CODES, codes: agent ? await subAgentCodesOf(db, session.memberId) : [] }
  })

  defineRoute(app, context, 'createSubAgentCode', async ({ input, session, request }) => {
    const code = await createSubAgentCode(db, session.memberId, input.label, config.now())
    request.log.info({ event: 'agents.createCode', memberId: session.memberId, codeId: code.id }, 'sub-agent code created')
    return code
  })

  defineRoute(app, context, 'getAgentCommission', async ({ session }) => ({
    ...(await commissionOverview(db, session.memberId, config.now(), config.operatorTimeZone)),
    timeZone: config.operatorTimeZone,
  }))

  defineRoute(app, context, 'claimAgentCommission', async ({ input, session, trx, request }) => {
    const claimed = await claimCommission(trx, session.memberId, input.period, config.now(), config.operatorTimeZone)
    request.log.info({ event: 'agents.claimCommission', memberId: session.memberId, ...claimed }, 'commission claimed')
    return claimed
  })
}
