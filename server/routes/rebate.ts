import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { pick, requestLanguage } from '../content/translated'
import { accruedRebate, claimRebate, lastRebateClaim, REBATE_TURNOVER_MULTIPLE } from '../games/rebate'
import { defineRoute } from '../http/defineRoute'

export async function rebateRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getRealtimeRebate', async ({ session, request }) => {
    const lang = requestLanguage(request.headers)
    const accrued = await accruedRebate(db, session.memberId)
    const names = await db.selectFrom('game_categories').select(['path', 'name']).where('parent_id', 'is', null).execute()
    const nameOf = (category: string) => {
      const found = names.find((row) => row.path === category)
      return found ? pick(found.name, lang) : category
    }
    const lastClaim = await lastRebateClaim(db, session.memberId)
    return {
      categories: accrued.map((row) => ({ ...row, name: nameOf(row.category) })),
      total: accrued.reduce((sum, row) => sum + row.amount, 0),
      lastClaimAt: lastClaim?.toISOString() ?? null,
      turnoverMultiple: REBATE_TURNOVER_MULTIPLE,
    }
  })

  defineRoute(app, context, 'claimRealtimeRebate', async ({ session, trx, request }) => {
    const at = config.now()
    const amount = await claimRebate(trx, session.memberId, at)
    request.log.info({ event: 'rebate.claim', memberId: session.memberId, amount }, 'rebate claimed')
    return { amount, claimedAt: at.toISOString() }
  })
}
