import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import { cardRejectionReasons } from '../../src/shared/calls/bank'
import { issueToError, type ErrorBody } from '../../src/shared/calls/errors'
import { requestStatuses, type RequestStatus } from '../../src/shared/calls/requests'
import { usernameRule } from '../../src/shared/calls/rules'
import type { AppContext, PasswordResetNotice } from '../appContext'
import { decideCard } from '../banking/cards'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import { ApiError } from '../http/errors'
import { claimKey, idempotencyKeyOf, requestHash, storeAnswer } from '../http/idempotency'
import { findMemberByUsername } from '../members/lookup'
import { adjustBalance } from '../operator/adjustments'
import type { OperatorKind, OperatorKinds } from '../operator/kinds'
import { actOnRequest, listRequests } from '../operator/requestQueue'
import type { MemberRequest } from '../requests/memberRequests'
import { readDocument } from '../verification/documents'

// The operator's side, for tests, support and the demo (DECISIONS.md, "Operator API"): bank-card and
// request decisions (identity verifications among them, with their documents), inquiry replies, balance adjustments and the reset codes the server would have
// sent. Not part of the member site's contract. It exists only when ADMIN_TOKEN is configured (every
// path answers 404 otherwise, like any unknown one) and answers only to that token.

export interface AdminOptions extends AppContext {
  /** Reset codes delivered so far, newest last. */
  outbox: readonly PasswordResetNotice[]
  kinds: OperatorKinds
}

const LIST_LIMIT = 200
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const cardDecision = z.strictObject({ decision: z.enum(['verify', 'reject']), reason: z.enum(cardRejectionReasons).nullish() })
const outboxQuery = z.strictObject({ username: z.string().trim().min(1).max(32) })
const requestDecision = z.strictObject({ decision: z.enum(['approve', 'reject']), reason: z.string().max(64).nullish() })
const replyBody = z.strictObject({ body: z.string().trim().min(1).max(5_000) })
const adjustmentBody = z.strictObject({
  username: usernameRule,
  account: z.enum(['main', 'point']),
  amount: z.int().refine((amount) => amount !== 0 && Number.isSafeInteger(amount)),
  memo: z.string().trim().min(1).max(200),
})

// Digests have one length whatever was sent, so the comparison takes the same time for any guess.
const digest = (value: string) => createHash('sha256').update(value).digest()

function parse<T extends z.ZodType>(schema: T, value: unknown): { data: z.output<T> } | { error: ErrorBody } {
  const parsed = schema.safeParse(value ?? {}, { reportInput: true })
  if (parsed.success) return { data: parsed.data }
  const first = parsed.error.issues[0]
  return { error: first ? issueToError(first) : { errorMessage: 'invalid_request', errorValues: {} } }
}

/** The request's :id and the body `schema` reads, or the first refusal of the two. */
function parseIdAndBody<T extends z.ZodType>(request: FastifyRequest, schema: T): { data: { id: number; body: z.output<T> } } | { error: ErrorBody } {
  const params = parse(idParams, request.params)
  if ('error' in params) return params
  const body = parse(schema, request.body)
  if ('error' in body) return body
  return { data: { id: params.data.id, body: body.data } }
}

function refuse(reply: FastifyReply, error: ErrorBody) {
  return reply.status(400).send(error)
}

export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const { db, config } = options
  const { adminToken } = config
  if (!adminToken) return
  const expected = digest(adminToken)

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!timingSafeEqual(digest(String(request.headers['admin-token'] ?? '')), expected)) throw new ApiError(401, 'unauthorized')
  })

  app.post('/api/admin/bank-cards/:id/decision', async (request, reply) => {
    const parsed = parseIdAndBody(request, cardDecision)
    if ('error' in parsed) return refuse(reply, parsed.error)
    const { id, body } = parsed.data
    const card = await decideCard(db, id, body.decision, config.now(), body.reason ?? null)
    if (!card) throw new ApiError(404, 'not_found', { id })
    request.log.info({ event: 'bank.decision', cardId: card.id, decision: body.decision, reason: card.reason }, 'bank card decided')
    return card
  })

  app.get('/api/admin/outbox', async (request, reply) => {
    const query = parse(outboxQuery, request.query)
    if ('error' in query) return refuse(reply, query.error)
    const username = query.data.username.toLowerCase()
    const notice = options.outbox.findLast((n) => n.username.toLowerCase() === username)
    if (!notice) throw new ApiError(404, 'not_found', { username: query.data.username })
    return { code: notice.code, expiresAt: notice.expiresAt.toISOString() }
  })

  // A signed correction of a member's balance. It moves money, so it takes an Idempotency-Key, kept
  // with the member's own keys under a prefix of its own.
  app.post('/api/admin/adjustments', async (request, reply) => {
    const key = `operator:${idempotencyKeyOf(request.headers['idempotency-key'])}`
    const body = parse(adjustmentBody, request.body)
    if ('error' in body) return refuse(reply, body.error)
    const { username, account, amount, memo } = body.data
    const member = await findMemberByUsername(db, username)
    if (!member) throw new ApiError(404, 'not_found', { username })
    const hash = requestHash('admin.adjustment', body.data)
    const answer = await db.transaction().execute(async (trx) => {
      const stored = await claimKey(trx, member.id, key, hash)
      if (stored) return { ...stored, replayed: true }
      const adjusted = await adjustBalance(trx, { memberId: member.id, account, amount, memo, at: config.now() })
      const fresh = { status: 200, body: { username: member.username, account, amount, ...adjusted } }
      await storeAnswer(trx, member.id, key, hash, fresh, config.now())
      return { ...fresh, replayed: false }
    })
    if (answer.replayed) reply.header('idempotent-replayed', 'true')
    else request.log.info({ event: 'admin.adjustment', memberId: member.id, account, amount }, 'balance adjusted')
    return reply.status(answer.status).send(answer.body)
  })

  // An identity document as it was sent (the list's documentId), for the operator to look at.
  app.get('/api/admin/verifications/documents/:id', async (request, reply) => {
    const params = parse(idParams, request.params)
    if ('error' in params) return refuse(reply, params.error)
    const document = await readDocument(db, params.data.id)
    if (!document) throw new ApiError(404, 'not_found', { id: params.data.id })
    return reply.type(document.contentType).header('content-disposition', 'inline').send(Buffer.from(document.bytes))
  })

  for (const [collection, kind] of Object.entries(options.kinds)) registerCollection(app, options, collection, kind)
}

/** GET /api/admin/<collection>, and the decision and reply routes the kind supports. */
function registerCollection(app: FastifyInstance, { db, config }: AdminOptions, collection: string, operator: OperatorKind): void {
  const statuses: readonly RequestStatus[] = requestStatuses[operator.kind]
  const statusFilter = z.union([z.literal(''), z.custom<RequestStatus>((value) => statuses.some((status) => status === value))])
  const listQuery = z.strictObject({ status: statusFilter.optional(), username: z.union([z.literal(''), usernameRule]).optional() })

  const rowOf = (request: MemberRequest, username: string): JsonObject => ({
    id: request.id,
    reference: request.reference,
    username,
    status: request.status,
    amount: request.amount,
    held: request.held,
    reason: request.reason,
    createdAt: request.created_at.toISOString(),
    updatedAt: request.updated_at.toISOString(),
    decidedAt: request.decided_at?.toISOString() ?? null,
    ...operator.listRow?.(request),
  })

  app.get(`/api/admin/${collection}`, async (request, reply) => {
    const query = parse(listQuery, request.query)
    if ('error' in query) return refuse(reply, query.error)
    const found = await listRequests(db, operator.kind, query.data, LIST_LIMIT)
    return { items: found.map(({ username, ...row }) => rowOf(row, username)) }
  })

  /** Runs `act` on the locked request of this collection's kind; 404 for any other id. */
  async function actOn(id: number, act: (trx: Transaction<DB>, request: MemberRequest) => Promise<MemberRequest>) {
    const { username, ...after } = await actOnRequest(db, operator.kind, id, act)
    return rowOf(after, username)
  }

  const { decide, reply: answer } = operator
  if (decide) {
    app.post(`/api/admin/${collection}/:id/decision`, async (request, reply) => {
      const parsed = parseIdAndBody(request, requestDecision)
      if ('error' in parsed) return refuse(reply, parsed.error)
      const { id, body } = parsed.data
      const decision = { decision: body.decision, reason: body.reason ?? null }
      const row = await actOn(id, (trx, locked) => decide(trx, locked, decision, { at: config.now(), config }))
      request.log.info({ event: 'admin.decision', kind: operator.kind, requestId: id, ...decision }, 'request decided')
      return row
    })
  }
  if (answer) {
    app.post(`/api/admin/${collection}/:id/reply`, async (request, reply) => {
      const parsed = parseIdAndBody(request, replyBody)
      if ('error' in parsed) return refuse(reply, parsed.error)
      const { id, body } = parsed.data
      const row = await actOn(id, (trx, locked) => answer(trx, locked, body.body, { at: config.now(), config }))
      request.log.info({ event: 'admin.reply', kind: operator.kind, requestId: id }, 'request answered')
      return row
    })
  }
}
