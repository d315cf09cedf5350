import type { FastifyInstance } from 'fastify'
import { ApiError } from './errors'

/**
 * The deepest nesting of objects and arrays a request body may have. The contract's deepest real
 * body is two levels (an object holding a list: the message ids of `/Message/markRead`); eight
 * leaves room for the contract to grow while a hostile body of thousands of levels is refused
 * before anything walks it (issue 29: 8,000 levels overflowed the stack and answered 500).
 */
export const MAX_BODY_DEPTH = 8

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass over the characters,
 * no recursion and no allocation, so a hostile body costs what a valid one of its size costs.
 * Brackets inside strings do not count; text that is not JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--
  }
  return false
}

/**
 * Replaces Fastify's JSON parser with one that refuses a body nested deeper than MAX_BODY_DEPTH
 * (400 `field_invalid` on `body`) before parsing it, then parses with Fastify's own (which also
 * refuses `__proto__` and `constructor` keys), for every route, the operator's included.
 */
export function refuseDeepBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the type also allows the Buffer another setting gives.
    const text = body.toString()
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) return done(new ApiError(400, 'field_invalid', { field: 'body' }), undefined)
    parse(request, text, done)
  })
}
