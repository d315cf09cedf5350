import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'

// The security headers of every answer, in one place: helmet's list, read once at start-up (they
// never change; @fastify/helmet rebuilt its middleware and reparsed the CSP on every request), is
// sent on every routed answer, and the few answers Fastify or Node make before any route (a
// malformed URL, headers too large) get the same list. No X-Frame-Options: the CSP's frame-ancestors says it, and the two
// must not disagree. HSTS only over HTTPS (httpsOnlyHeaders), where it means something.

const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  xFrameOptions: false,
  strictTransportSecurity: false,
}

export const httpsOnlyHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
}

/** The headers helmet sets with helmetOptions, read once by running it against a recording response. */
function recordHelmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return headers
}

export const securityHeaders = recordHelmetHeaders()

/** What an answer made outside the routes carries: the security headers, no caching, JSON. */
export const preRouteHeaders: Readonly<Record<string, string>> = {
  ...securityHeaders,
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
}
