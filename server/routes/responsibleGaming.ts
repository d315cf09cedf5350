import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { startExclusion } from '../responsibleGaming/exclusions'
import { responsibleGamingSettings, setDepositLimits, setRealityCheck } from '../responsibleGaming/limits'
import { lossLimitSettings, setLossLimits } from '../responsibleGaming/lossLimits'
import { sessionSummary } from '../responsibleGaming/sessionSummary'

export async function responsibleGamingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getResponsibleGaming', async ({ session }) => responsibleGamingSettings(db, session.memberId, config.now()))

  defineRoute(app, context, 'setDepositLimits', async ({ input, session, request }) => {
    const at = config.now()
    await db.transaction().execute((trx) => setDepositLimits(trx, session.memberId, input, at))
    request.log.info({ event: 'rg.limits', memberId: session.memberId, limits: input }, 'deposit limits set')
    return responsibleGamingSettings(db, session.memberId, at)
  })

  defineRoute(app, context, 'setRealityCheck', async ({ input, session }) => {
    const at = config.now()
    await db.transaction().execute((trx) => setRealityCheck(trx, session.memberId, input.minutes, at))
    return responsibleGamingSettings(db, session.memberId, at)
  })

  defineRoute(app, context, 'startExclusion', async ({ input, session, request }) => {
    const started = await db.transaction().execute((trx) => startExclusion(trx, session.memberId, input.kind, input.period, config.now()))
    request.log.info({ event: 'rg.exclusion', memberId: session.memberId, kind: started.kind, until: started.until }, 'exclusion started')
    return { kind: started.kind, until: started.until.toISOString() }
  })

  defineRoute(app, context, 'getLossLimits', async ({ session }) => lossLimitSettings(db, session.memberId, config.now()))

  defineRoute(app, context, 'setLossLimits', async ({ input, session, request }) => {
    const at = config.now()
    await db.transaction().execute((trx) => setLossLimits(trx, session.memberId, input, at))
    request.log.info({ event: 'rg.lossLimits', memberId: session.memberId, limits: input }, 'loss limits set')
    return lossLimitSettings(db, session.memberId, at)
  })

  defineRoute(app, context, 'getSessionSummary', async ({ session }) => sessionSummary(db, session.memberId, session.tokenId, config.now()))
}
