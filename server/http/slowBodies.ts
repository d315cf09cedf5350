import { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { preRouteHeaders } from './securityHeaders'

/**
 * A request whose body has not arrived whole within `timeoutMs` is answered 408 and its connection
 * closed, so a client sending a byte now and then cannot hold a connection forever. (Node's own
 * requestTimeout did not close such a connection here.) A request without a body is complete once
 * its headers are in, so a long answer (a member event stream) is never cut.
 */
export function cutOffSlowBodies(app: FastifyInstance, timeoutMs: number): void {
  if (timeoutMs <= 0) return
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw
    // Injected requests (tests) have no connection to hold.
    if (raw.complete || !(raw.socket instanceof Socket)) return done()
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return
      request.log.info({ timeoutMs }, 'request body too slow')
      const body = JSON.stringify({ errorMessage: 'timeout', errorValues: {} })
      const headers = { ...preRouteHeaders, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
      raw.socket.end(`HTTP/1.1 408 Request Timeout\r\n${head.join('\r\n')}\r\n\r\n${body}`)
    }, timeoutMs)
    timer.unref()
    raw.once('end', () => clearTimeout(timer))
    raw.once('close', () => clearTimeout(timer))
    done()
  })
}
