import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { contract, issueToError, type CallName, type Contract } from '../../src/api/contract'
import type { AppContext } from '../appContext'
import { resolveSession, type Session } from './auth'
import { ApiError } from './errors'

export interface RouteCall<N extends CallName> {
  input: z.output<Contract[N]['request']>
  request: FastifyRequest
  reply: FastifyReply
  /** The caller of a 'member' call (resolved before the handler runs); reading it in a public call is a bug. */
  readonly session: Session
}

type Handler<N extends CallName> = (call: RouteCall<N>) => Promise<z.input<Contract[N]['response']>>

/**
 * Registers `contract[name]` under /api: its method and path, its request schema on the way in,
 * its access rule, and its response schema on the way out, so the server cannot drift from the
 * contract the client is built from.
 */
export function defineRoute<N extends CallName>(app: FastifyInstance, context: AppContext, name: N, handler: Handler<N>): void {
  const definition = contract[name]
  app.route({
    method: definition.method,
    url: `/api${definition.path}`,
    handler: async (request, reply) => {
      // Who is asking comes first: a caller without a session learns nothing about the input rules.
      let session: Session | null = null
      if (definition.access === 'member') {
        session = await resolveSession(context.db, context.config, request.headers.authorization)
        if (!session) throw new ApiError(401, 'unauthorized')
      }

      const body = definition.method === 'GET' ? {} : request.body
      // issueToError tells a missing field from a wrong one by the issue's input, which zod reports only on request.
      const parsed = definition.request.safeParse(body, { reportInput: true })
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        const error = first ? issueToError(first) : { errorMessage: 'invalid_request', errorValues: {} }
        return reply.status(400).send(error)
      }

      const result = await handler({
        input: parsed.data as z.output<Contract[N]['request']>,
        request,
        reply,
        get session() {
          if (!session) throw new Error(`${name} is a public call and has no session`)
          return session
        },
      })

      const checked = definition.response.safeParse(result)
      if (!checked.success) {
        request.log.error({ call: name, issues: checked.error.issues }, 'response does not match the contract')
        throw new ApiError(500, 'internal_error')
      }
      return reply.send(checked.data)
    },
  })
}
