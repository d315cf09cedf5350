// The one place the site talks HTTP: headers, JSON, error bodies, retries, idempotency keys and the
// global loading indicator. It knows nothing of machines or UI; the app wires its callbacks.
import { contract, errorBody, type CallName, type ErrorBody, type RequestOf, type ResponseOf } from './contract'

/** Calls that raise the global loading indicator, by the last segment of their path (seed §7). */
export const GLOBAL_LOADING_SEGMENTS: ReadonlySet<string> = new Set([
  'memberLogin',
  'apply',
  'memberLogout',
  'MemberDeposit',
  'transfer',
  'editPassword',
  'bindBank',
  'getBankList',
  'getMemberWithdrawalInfo',
  'memberSignInList',
  'getLuckyDrawList',
  'cancelMemberBet',
  'getMemberBetRecordList_V4',
  'getMemberInfoV3',
  'batchDeleteMemberPrivateMessage',
  'getMemberPrivateMessagePrize',
])

/** Statuses worth one more try (DECISIONS.md, Retries). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

const MAX_RETRY_DELAY_MS = 5_000

/** Client-side failures get codes of their own so the toast can say what happened. */
export const clientFailures = ['network_error', 'invalid_response'] as const

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
  /** A call that carried a token was answered 401. */
  onUnauthorized: () => void
  /** Every failed call, for the error toast. */
  onFailure: (error: ApiError) => void
  onLoadingChange: (active: boolean) => void
  retryDelayMs?: number
  fetch?: typeof fetch
}

export interface CallOptions {
  /** Required by calls that move money; reused on the retry so the server applies it once. */
  idempotencyKey?: string
  signal?: AbortSignal
}

type CallFunction<N extends CallName> = {} extends RequestOf<N>
  ? (input?: RequestOf<N>, options?: CallOptions) => Promise<ResponseOf<N>>
  : (input: RequestOf<N>, options?: CallOptions) => Promise<ResponseOf<N>>

export type Api = { [N in CallName]: CallFunction<N> }

export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/** The server answered and applied nothing (a 4xx it will answer again), so the next try is a new
 *  intent with a new idempotency key. After a timeout, a lost connection or a 5xx the outcome is
 *  unknown, and the key must be kept so that a repeat cannot apply twice. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !RETRY_STATUSES.has(error.status)
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

function retryDelay(response: Response | null, fallbackMs: number): number {
  const header = response?.headers.get('Retry-After')
  const seconds = header ? Number(header) : NaN
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : fallbackMs
}

function failure(status: number, errorMessage: string, errorValues: ErrorBody['errorValues'] = {}) {
  return new ApiError(status, { errorMessage, errorValues })
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const parsed = errorBody.safeParse(body)
  if (parsed.success) return new ApiError(response.status, parsed.data)
  return failure(response.status, response.status >= 500 ? 'internal_error' : 'invalid_request')
}

export function createApi(options: ClientOptions): Api {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const fallbackDelay = options.retryDelayMs ?? 300

  async function send<N extends CallName>(name: N, input: unknown, callOptions: CallOptions = {}) {
    const definition = contract[name]
    if (definition.idempotent && !callOptions.idempotencyKey) {
      throw new Error(`${name} moves money and needs an idempotency key`)
    }
    const headers = options.headers()
    const requestHeaders: Record<string, string> = {
      Authorization: headers.token,
      Domain: headers.domain,
      CompanyCode: headers.companyCode,
      Lang: headers.lang,
      SubAgentCode: headers.subAgentCode,
    }
    const hasBody = definition.method !== 'GET'
    if (hasBody) requestHeaders['Content-Type'] = 'application/json'
    if (callOptions.idempotencyKey) requestHeaders['Idempotency-Key'] = callOptions.idempotencyKey
    // A POST or PUT is sent twice only when the server can recognise the second as a repeat.
    const retries = definition.method === 'GET' || callOptions.idempotencyKey ? 1 : 0
    const init: RequestInit = {
      method: definition.method,
      headers: requestHeaders,
      body: hasBody ? JSON.stringify(input ?? {}) : undefined,
      signal: callOptions.signal,
      credentials: 'omit',
    }
    const url = `${options.baseUrl}/api${definition.path}`

    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null
      try {
        response = await doFetch(url, init)
      } catch (error) {
        if (callOptions.signal?.aborted) throw error
      }
      if (response?.ok) {
        const parsed = definition.response.safeParse(await response.json().catch(() => undefined))
        if (!parsed.success) throw failure(response.status, 'invalid_response')
        return parsed.data as ResponseOf<N>
      }
      const retryable = response === null || RETRY_STATUSES.has(response.status)
      if (retryable && attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, retryDelay(response, fallbackDelay)))
        continue
      }
      if (response === null) throw failure(0, 'network_error')
      const error = await readError(response)
      if (response.status === 401 && headers.token) options.onUnauthorized()
      throw error
    }
  }

  async function request<N extends CallName>(name: N, input: unknown, callOptions?: CallOptions) {
    const loading = GLOBAL_LOADING_SEGMENTS.has(lastSegment(contract[name].path))
    if (loading) options.onLoadingChange(true)
    try {
      return await send(name, input, callOptions)
    } catch (error) {
      if (error instanceof ApiError) options.onFailure(error)
      throw error
    } finally {
      if (loading) options.onLoadingChange(false)
    }
  }

  const calls = Object.keys(contract).map((name) => [
    name,
    (input?: unknown, callOptions?: CallOptions) => request(name as CallName, input, callOptions),
  ])
  return Object.fromEntries(calls) as Api
}
