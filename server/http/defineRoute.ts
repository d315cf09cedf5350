import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { z } from 'zod'
import { issueToError } from '../../src/shared/calls/errors'
import { contract, type CallName, type Contract } from '../../src/shared/contract'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { readNothing, resolveSessionWith, type Session, type SessionRead } from './auth'
import { ApiError } from './errors'
import { lockMember } from '../ledger/memberLock'
import { claimKey, idempotencyKeyOf, requestHash, storeAnswer } from './idempotency'
import { unsafeTextField } from './textSafety'

export interface CallBasics<N extends CallName, R = null> {
  input: z.output<Contract[N]['request']>
  request: FastifyRequest
  reply: FastifyReply
  /** The caller of a 'member' call (resolved before the handler runs); reading it in a public call is a bug. */
  readonly session: Session
  /** What the route's `readWithSession` read along with the session (null without one). */
  readonly readWithSession: R
}

/**
 * What a handler gets. An idempotent call (one that moves money) also gets `trx`, the transaction
 * that stores its answer under the Idempotency-Key: its writes, their events and the stored answer
 * commit together or not at all. Other calls have no `trx` and use the context's database.
 */
export type RouteCall<N extends CallName, R = null> = CallBasics<N, R> & (Contract[N]['idempotent'] extends true ? { trx: Transaction<DB> } : unknown)

type Handler<N extends CallName, R> = (call: RouteCall<N, R>) => Promise<z.input<Contract[N]['response']>>

export interface RouteOptions<N extends CallName, R = null> {
  /**
   * Runs once the input is read and before the call's transaction opens, so what it writes commits
   * on its own: a refusal it records (a wrong password counted against a limit) outlives the call it
   * refuses, which rolls back. It refuses by throwing.
   */
  guard?: (call: CallBasics<N, R>) => Promise<void>
  /**
   * A member call's read that joins the session lookup's query, so a hot read (the balance) costs
   * one round trip, not two. It runs in that query's snapshot, outside any call transaction: only
   * for reads that decide nothing.
   */
  readWithSession?: SessionRead<R>
}

/**
 * Registers `contract[name]` under /api: its method and path, its request schema on the way in,
 * its access rule, and its response schema on the way out, so the server cannot drift from the
 * contract the client is built from.
 */
export function defineRoute<N extends CallName, R = null>(app: FastifyInstance, context: AppContext, name: N, handler: Handler<N, NoInfer<R>>, options: RouteOptions<N, R> = {}): void {
  const definition = contract[name]
  // Keys are kept per member; a public call has no member to keep them for.
  if (definition.idempotent && definition.access !== 'member') throw new Error(`${name} is idempotent, so it must be a member call`)
  const { bodyLimit }: { bodyLimit?: number } = definition
  // The caller is known before the body is read: a visitor gets 401 for a member call, whatever
  // the body (not 400 or 413), and no body is parsed for them.
  const sessions = new WeakMap<FastifyRequest, { session: Session; read: R }>()
  const read = options.readWithSession ?? (readNothing as SessionRead<unknown> as SessionRead<R>)
  app.route({
    method: definition.method,
    url: `/api${definition.path}`,
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(definition.access === 'member'
      ? {
          onRequest: async (request: FastifyRequest) => {
            const found = await resolveSessionWith(context.db, context.config, request.headers.authorization, read)
            if (!found) throw new ApiError(401, 'unauthorized')
            sessions.set(request, found)
          },
        }
      : {}),
    handler: async (request, reply) => {
      const found = sessions.get(request)
      const session: Session | null = found?.session ?? null
      const idempotencyKey = definition.idempotent ? idempotencyKeyOf(request.headers['idempotency-key']) : null

      // No body is a call without input; a body that is not an object is no call at all.
      const body = definition.method === 'GET' || request.body === undefined ? {} : request.body
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return reply.status(400).send(new ApiError(400, 'field_invalid', { field: 'body' }).body)
      const unsafe = unsafeTextField(body)
      if (unsafe) return reply.status(400).send(new ApiError(400, 'field_invalid', { field: unsafe }).body)
      // issueToError tells a missing field from a wrong one by the issue's input, which zod reports only on request.
      const parsed = definition.request.safeParse(body, { reportInput: true })
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        const error = first ? issueToError(first) : { errorMessage: 'invalid_request', errorValues: {} }
        return reply.status(400).send(error)
      }

      const basics: CallBasics<N, R> = {
        input: parsed.data as z.output<Contract[N]['request']>,
        request,
        reply,
        get session() {
          if (!session) throw new Error(`${name} is a public call and has no session`)
          return session
        },
        readWithSession: found ? found.read : (null as R),
      }
      if (options.guard) await options.guard(basics)
      const run = async (trx: Transaction<DB> | null) => {
        // `trx` is there exactly when the call is idempotent, which is what RouteCall<N> says by type.
        const result = await handler((trx ? Object.assign(basics, { trx }) : basics) as RouteCall<N, R>)
        const checked = definition.response.safeParse(result)
        if (!checked.success) {
          request.log.error({ call: name, issues: checked.error.issues }, 'response does not match the contract')
          throw new ApiError(500, 'internal_error')
        }
        return checked.data
      }

      if (idempotencyKey === null || !session) return reply.send(await run(null))
      const { memberId } = session
      const hash = requestHash(name, basics.input)
      const answer = await context.db.transaction().execute(async (trx) => {
        const stored = await claimKey(trx, memberId, idempotencyKey, hash)
        if (stored) return { ...stored, replayed: true }
        // The member's row is the first lock a money call waits for (server/ledger/README.md); the
        // key's advisory lock before it never waits, so it cannot close a cycle.
        await lockMember(trx, memberId)
        const fresh = { status: 200, body: await run(trx) }
        await storeAnswer(trx, memberId, idempotencyKey, hash, fresh, context.config.now())
        return { ...fresh, replayed: false }
      })
      if (answer.replayed) reply.header('idempotent-replayed', 'true')
      return reply.status(answer.status).send(answer.body)
    },
  })
}
