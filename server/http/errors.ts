import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody } from '../../src/shared/calls/errors'
import type { ErrorCode } from '../../src/shared/contract'
import { preRouteHeaders } from './securityHeaders'

/** A failure the client is meant to see: `code` becomes the toast key `back.errorCode.<code>`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly values: ErrorBody['errorValues'] = {},
  ) {
    super(code)
    this.name = 'ApiError'
  }

  get body(): ErrorBody {
    return { errorMessage: this.code, errorValues: this.values }
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

export function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * Every failure leaves as `{ errorMessage, errorValues }`. Fastify's own client errors (malformed
 * JSON, unsupported content type, empty body) are one `invalid_request`; anything unexpected is
 * logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.body)
    const status = error.statusCode ?? 500
    if (status === 413) return reply.status(413).send(new ApiError(413, 'payload_too_large').body)
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'rejected request')
      return reply.status(400).send(new ApiError(400, 'invalid_request').body)
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send(new ApiError(500, 'internal_error').body)
  })
}

/** Fastify's own refusals before any route (a URL it cannot decode, a malformed Accept-Version...): the same body and headers as any other. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'rejected request')
  void reply.code(400).headers(preRouteHeaders).send(new ApiError(400, 'invalid_request').body)
}

/** Node's refusals before a request exists (headers too large, a broken request line): the same body and headers, then the connection closes. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? 431 : 400
  const body = JSON.stringify(new ApiError(status, tooLarge ? 'payload_too_large' : 'invalid_request').body)
  const headers = { ...preRouteHeaders, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  socket.end(`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n${head.join('\r\n')}\r\n\r\n${body}`)
}
