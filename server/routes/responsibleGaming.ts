import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { defineRoute } from '../http/defineRoute'
import { startExclusion } from '../responsibleGaming/exclusions'
import { responsibleGamingSettings, setDepositLimits, setRealityCheck } from '../responsibleGaming/limits'
import { lossLimitSettings, setLossLimits } from '../responsibleGaming/lossLimits'
import { sessionSummary } from '../responsibleGaming/sessionSummary'

export async function responsibleGamingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getResponsibleGaming', async ({ session }) => responsibleGamingSettings(db, session.memberId, config.now()))

  /** Applies a member's change in a transaction of its own, then reads their settings as the change left them. */
  async function applyThenRead<S>(apply: (trx: Transaction<DB>, at: Date) => Promise<void>, read: (at: Date) => Promise<S>): Promise<S> {
    const at = config.now()
    await db.transaction().execute((trx) => apply(trx, at))
    return read(at)
  }

  defineRoute(app, context, 'setDepositLimits', async ({ input, session, request }) => {
    const { memberId } = session
    const settings = await applyThenRead((trx, at) => setDepositLimits(trx, memberId, input, at), (at) => responsibleGamingSettings(db, memberId, at))
    request.log.info({ event: 'rg.limits', memberId, limits: input }, 'deposit limits set')
    return settings
  })

  defineRoute(app, context, 'setRealityCheck', async ({ input, session: { memberId } }) =>
    applyThenRead((trx, at) => setRealityCheck(trx, memberId, input.minutes, at), (at) => responsibleGamingSettings(db, memberId, at)),
  )

  defineRoute(app, context, 'startExclusion', async ({ input, session, request }) => {
    const started = await db.transaction().execute((trx) => startExclusion(trx, session.memberId, input.kind, input.period, config.now()))
    request.log.info({ event: 'rg.exclusion', memberId: session.memberId, kind: started.kind, until: started.until }, 'exclusion started')
    return { kind: started.kind, until: started.until.toISOString() }
  })

  defineRoute(app, context, 'getLossLimits', async ({ session }) => lossLimitSettings(db, session.memberId, config.now()))

  defineRoute(app, context, 'setLossLimits', async ({ input, session, request }) => {
    const { memberId } = session
    const settings = await applyThenRead((trx, at) => setLossLimits(trx, memberId, input, at), (at) => lossLimitSettings(db, memberId, at))
    request.log.info({ event: 'rg.lossLimits', memberId, limits: input }, 'loss limits set')
    return settings
  })

  defineRoute(app, context, 'getSessionSummary', async ({ session }) => sessionSummary(db, session.memberId, session.tokenId, config.now()))
}
