// The provider API's own health, for /healthcheck and monitoring.
import { z } from 'zod'
import { call } from './define'
import { noInput } from './rules'

const health = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.strictObject({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number().nonnegative() }),
})

export const systemCalls = {
  health: call({
    method: 'GET', path: '/health', access: 'public', idempotent: false,
    request: noInput, response: health,
  }),
}
