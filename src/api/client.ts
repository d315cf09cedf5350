// The one place the site talks HTTP: headers, JSON, error bodies, retries, timeouts, idempotency
// keys, the global loading indicator and the refresh of what a call changed, each read from the
// call's own declaration in the contract. It knows nothing of machines or UI; the app wires its callbacks.
// It reads the declarations from the generated call tables, not the contract's schemas, so that zod
// is not part of the first page: the server checks every answer against the contract before sending
// it (server/http/defineRoute.ts), and the client trusts the answers of a success.
import { publicCalls } from './publicCalls.gen'
import type { ClientCall } from '../shared/calls/define'
import type { MemberFact } from '../shared/calls/memberFacts'
import type { ErrorBody } from '../shared/calls/errors'
import type { CallName, Contract, RequestOf, ResponseOf } from '../shared/contract'
import type { FirstScreen } from './firstScreen'

/** Statuses worth one more try (DECISIONS.md, Retries). */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

const MAX_RETRY_DELAY_MS = 5_000
/** A request that has not answered by then is abandoned; for a POST its outcome is unknown. */
const REQUEST_TIMEOUT_MS = 15_000

/** Client-side failures get codes of their own so the toast can say what happened. */
export const clientFailures = ['network_error', 'timeout', 'invalid_response'] as const

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.errorMessage)
    this.name = 'ApiError'
  }
  get code(): string {
    return this.body.errorMessage
  }
  /** The server answered and applied nothing (a 4xx it will answer again), so the next try is a new
   *  intent with a new idempotency key. After a timeout, a lost connection or a 5xx the outcome is
   *  unknown, and the key must be kept so that a repeat cannot apply twice. */
  get refused(): boolean {
    if (this.status < 400 || this.status >= 500) return false
    // A 409 is retried (DECISIONS.md, Retries), but only `request_in_progress` leaves the outcome open:
    // any other 409 (already signed in today, the request has moved on, too few points) is the server
    // refusing, with nothing applied.
    if (this.status === 409) return this.code !== 'request_in_progress'
    return !RETRY_STATUSES.has(this.status)
  }
}

export interface RequestHeaders {
  token: string
  domain: string
  companyCode: string
  lang: string
  subAgentCode: string
}

export interface ClientOptions {
  /** '' for the site's own origin, or a provider origin such as https://api.example.com */
  baseUrl: string
  headers: () => RequestHeaders
  /** A call that carried this token was answered 401 (the session may have moved on to another one). */
  onUnauthorized: (token: string) => void
  /** Every failed call, for the error toast. */
  onFailure: (error: ApiError) => void
  onLoadingChange: (active: boolean) => void
  /** A call succeeded that the contract says changes these member facts. */
  onChanged: (facts: readonly MemberFact[]) => void
  retryDelayMs?: number
  timeoutMs?: number
  fetch?: typeof fetch
  /** Answers the server put into the page for its first screen (api/firstScreen.ts). */
  firstScreen?: FirstScreen
}

interface CallOptions {
  signal?: AbortSignal
}

/** A call that moves money carries the key of the member's intent; it is reused on every retry. */
export interface KeyedCallOptions extends CallOptions {
  idempotencyKey: string
}

type CallFunction<N extends CallName> = Contract[N]['idempotent'] extends true
  ? (input: RequestOf<N>, options: KeyedCallOptions) => Promise<ResponseOf<N>>
  : {} extends RequestOf<N>
    ? (input?: RequestOf<N>, options?: CallOptions) => Promise<ResponseOf<N>>
    : (input: RequestOf<N>, options?: CallOptions) => Promise<ResponseOf<N>>

export type Api = { [N in CallName]: CallFunction<N> }

/** Any call by name: what code that names its call in data (the app's flow table) sends through. */
export type Caller = <N extends CallName>(name: N, input: RequestOf<N>, options?: Partial<KeyedCallOptions>) => Promise<ResponseOf<N>>

/** Two views of the one request function: a function per call, and any call by name. */
export interface Client {
  api: Api
  call: Caller
}

/** The five headers every call carries (seed §7). */
export function headerFields(headers: RequestHeaders): Record<string, string> {
  return {
    Authorization: headers.token,
    Domain: headers.domain,
    CompanyCode: headers.companyCode,
    Lang: headers.lang,
    SubAgentCode: headers.subAgentCode,
  }
}

/** What a success whose body is not JSON reads as. */
const invalid = Symbol('invalid')

function retryDelay(response: Response | null, fallbackMs: number): number {
  const header = response?.headers.get('Retry-After')
  const seconds = header ? Number(header) : NaN
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : fallbackMs
}

function failure(status: number, errorMessage: string, errorValues: ErrorBody['errorValues'] = {}) {
  return new ApiError(status, { errorMessage, errorValues })
}

/** The shape of the error body (shared/calls/errors.ts) checked by hand: a failure may come from a proxy
 *  rather than the server, and this check must not cost the first page the schema library. */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false
  const { errorMessage, errorValues, ...rest } = body as Record<string, unknown>
  if (typeof errorMessage !== 'string' || Object.keys(rest).length > 0) return false
  if (typeof errorValues !== 'object' || errorValues === null || Array.isArray(errorValues)) return false
  return Object.values(errorValues).every((value) => typeof value === 'string' || typeof value === 'number')
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  if (isErrorBody(body)) return new ApiError(response.status, body)
  return failure(response.status, response.status >= 500 ? 'internal_error' : 'invalid_request')
}

// Every call's declaration loads with the first call a visitor cannot make (a returning member's
// session check, a sign-in's member info): a visitor's first page carries only the public calls. A load
// that failed (offline before the worker had the file) is a failed request, tried again by the next call.
let everyCall: Record<CallName, ClientCall> | null = null
async function loadEveryCall(): Promise<Record<CallName, ClientCall>> {
  try {
    everyCall ??= (await import('./callTable.gen')).callTable
    return everyCall
  } catch {
    throw failure(0, 'network_error')
  }
}

export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const fallbackDelay = options.retryDelayMs ?? 300
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function send<N extends CallName>(name: N, definition: ClientCall, input: unknown, callOptions: Partial<KeyedCallOptions>) {
    const headers = options.headers()
    // The page's answers: public content, and a returning member's first reads (firstScreen.ts).
    const given = options.firstScreen?.take({ name, input }, headers.lang, headers.token)
    if (given) return given.answer as ResponseOf<N>
    const requestHeaders = headerFields(headers)
    const hasBody = definition.method !== 'GET'
    if (hasBody) requestHeaders['Content-Type'] = 'application/json'
    if (callOptions.idempotencyKey) requestHeaders['Idempotency-Key'] = callOptions.idempotencyKey
    // A POST or PUT is sent twice only when the server can recognise the second as a repeat.
    const retries = definition.method === 'GET' || callOptions.idempotencyKey ? 1 : 0
    const url = `${options.baseUrl}/api${definition.path}`

    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs)
      const init: RequestInit = {
        method: definition.method,
        headers: requestHeaders,
        body: hasBody ? JSON.stringify(input ?? {}) : undefined,
        signal: callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout,
        credentials: 'omit',
      }
      let response: Response | null = null
      try {
        response = await doFetch(url, init)
      } catch (error) {
        if (callOptions.signal?.aborted) throw error
      }
      if (response?.ok) {
        const body: unknown = await response.json().catch(() => invalid)
        if (body === invalid) throw failure(response.status, 'invalid_response')
        return body as ResponseOf<N>
      }
      const retryable = response === null || RETRY_STATUSES.has(response.status)
      if (retryable && attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, retryDelay(response, fallbackDelay)))
        continue
      }
      if (response === null) throw failure(0, timeout.aborted ? 'timeout' : 'network_error')
      const error = await readError(response)
      if (response.status === 401 && headers.token) options.onUnauthorized(headers.token)
      throw error
    }
  }

  async function request<N extends CallName>(name: N, input: unknown, callOptions: Partial<KeyedCallOptions> = {}) {
    let loading = false
    try {
      // Found at once for a public call and once the table is in: the indicator rises with the call.
      const definition = publicCalls[name] ?? everyCall?.[name] ?? (await loadEveryCall())[name]
      loading = definition.loading === true
      if (loading) options.onLoadingChange(true)
      const result = await send(name, definition, input, callOptions)
      if (definition.changes?.length) options.onChanged(definition.changes)
      return result
    } catch (error) {
      if (error instanceof ApiError) options.onFailure(error)
      throw error
    } finally {
      if (loading) options.onLoadingChange(false)
    }
  }

  // A function per call name, made when first asked for: the names of the member's calls are not in
  // the first page either. Not a thenable, not a primitive: `then` and symbols are not calls.
  const callFunctions = new Map<string, (input?: unknown, callOptions?: Partial<KeyedCallOptions>) => Promise<unknown>>()
  const api = new Proxy({} as Api, {
    get: (_, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined
      let callFunction = callFunctions.get(name)
      if (!callFunction) callFunctions.set(name, (callFunction = (input, callOptions) => request(name as CallName, input, callOptions)))
      return callFunction
    },
  })
  return { api, call: request }
}
