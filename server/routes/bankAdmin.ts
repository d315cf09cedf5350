import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext, PasswordResetNotice } from '../appContext'
import { decideCard } from '../banking/cards'
import { ApiError } from '../http/errors'

// The operator's side, for tests and demos: verify or reject a bank card at once, and read the
// reset codes the server would have sent. Not part of the member site's contract; it exists only
// when ADMIN_TOKEN is configured, and answers only to that token.

const decisionBody = z.strictObject({ decision: z.enum(['verify', 'reject']) })
const cardParams = z.strictObject({ id: z.coerce.number().int().positive() })
const outboxQuery = z.strictObject({ username: z.string().trim().min(1).max(32) })

export interface AdminOptions extends AppContext {
  /** Reset codes delivered so far, newest last. */
  outbox: readonly PasswordResetNotice[]
}

function isAdmin(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(String(request.headers['admin-token'] ?? ''))
  const expected = Buffer.from(token)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}

export async function bankAdminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { adminToken } = options.config
  if (!adminToken) return

  app.addHook('onRequest', async (request) => {
    if (!isAdmin(request, adminToken)) throw new ApiError(401, 'unauthorized')
  })

  app.post('/api/admin/bank-cards/:id/decision', async (request) => {
    const params = cardParams.safeParse(request.params)
    const body = decisionBody.safeParse(request.body)
    if (!params.success || !body.success) throw new ApiError(400, 'invalid_request')
    const card = await decideCard(options.db, params.data.id, body.data.decision, options.config.now())
    if (!card) throw new ApiError(404, 'not_found', { path: request.url })
    request.log.info({ event: 'bank.decision', cardId: card.id, decision: body.data.decision }, 'bank card decided')
    return card
  })

  app.get('/api/admin/outbox', async (request) => {
    const query = outboxQuery.safeParse(request.query)
    if (!query.success) throw new ApiError(400, 'invalid_request')
    const username = query.data.username.toLowerCase()
    const notice = options.outbox.findLast((n) => n.username.toLowerCase() === username)
    if (!notice) throw new ApiError(404, 'not_found', { path: request.url })
    return { code: notice.code, expiresAt: notice.expiresAt.toISOString() }
  })
}
