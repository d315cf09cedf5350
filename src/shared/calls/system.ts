// The provider API's own health, for /healthcheck and monitoring.
import { z } from 'zod'
import { get } from './rules'

const health = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.strictObject({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number().nonnegative() }),
})

export const systemCalls = {
  health: get({ path: '/health', access: 'public', response: health }),
}
