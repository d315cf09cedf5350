import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { pingDatabase } from '../db/database'
import { defineRoute } from '../http/defineRoute'

export async function healthRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  defineRoute(app, context, 'health', async ({ reply, request }) => {
    const started = performance.now()
    let ok = true
    try {
      await pingDatabase(context.db)
    } catch (error) {
      ok = false
      request.log.error({ err: error }, 'database health check failed')
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100
    if (!ok) reply.status(503)
    return {
      status: ok ? 'ok' : 'degraded',
      version: context.config.version,
      database: { kind: context.kind, ok, latencyMs },
    }
  })
}
