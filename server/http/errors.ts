import type { FastifyError, FastifyInstance } from 'fastify'
import type { ErrorBody } from '../../src/api/calls/errors'
import type { ErrorCode } from '../../src/api/contract'

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
