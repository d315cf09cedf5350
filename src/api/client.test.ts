import { describe, expect, it, vi } from 'vitest'
import { ApiError, createClient, type ClientOptions } from './client'

const headers = { token: 'tok', domain: 'site.example', companyCode: 'LH001', lang: 'kr', subAgentCode: 'AG7' }

function json(status: number, body: unknown, extra: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...extra } })
}

function setup(responses: Array<Response | Error>, overrides: Partial<ClientOptions> = {}) {
  const requests: Array<{ url: string; init: RequestInit }> = []
  const events: string[] = []
  const { api } = createClient({
    baseUrl: 'https://provider.example',
    headers: () => headers,
    onUnauthorized: (token) => events.push(`unauthorized:${token}`),
    onFailure: (e) => events.push(`failure:${e.code}`),
    onLoadingChange: (active) => events.push(active ? 'loading:on' : 'loading:off'),
    onChanged: (facts) => events.push(`changed:${facts.join(',')}`),
    retryDelayMs: 0,
    fetch: async (url, init) => {
      requests.push({ url: String(url), init: init ?? {} })
      const next = responses.shift()
      if (!next) throw new Error('no more responses')
      if (next instanceof Error) throw next
      return next
    },
    ...overrides,
  })
  return { api, requests, events }
}

describe('API client', () => {
  it('sends the five headers and JSON bodies to the provider host under /api', async () => {
    const { api, requests } = setup([json(200, { token: 't', expiresAt: '2026-11-28T00:00:00.000Z' })])
    await api.memberLogin({ username: 'demo', password: 'x' })
    const [request] = requests
    expect(request!.url).toBe('https://provider.example/api/Member/memberLogin')
    expect(request!.init.method).toBe('POST')
    expect(request!.init.headers).toMatchObject({
      Authorization: 'tok', Domain: 'site.example', CompanyCode: 'LH001', Lang: 'kr', SubAgentCode: 'AG7',
      'Content-Type': 'application/json',
    })
    expect(JSON.parse(String(request!.init.body))).toEqual({ username: 'demo', password: 'x' })
  })

  it('retries a GET once on a retryable status, then succeeds', async () => {
    const { api, requests } = setup([json(503, { errorMessage: 'internal_error', errorValues: {} }), json(200, { balance: 100000 })])
    await expect(api.getBalance()).resolves.toEqual({ balance: 100000 })
    expect(requests).toHaveLength(2)
  })

  it('retries a GET once after a network error and gives up after the second failure', async () => {
    const { api, requests, events } = setup([new TypeError('offline'), new TypeError('offline')])
    await expect(api.getPoint()).rejects.toMatchObject({ code: 'network_error' })
    expect(requests).toHaveLength(2)
    expect(events).toContain('failure:network_error')
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET on %i', async (status) => {
    const { api, requests } = setup([json(status, { errorMessage: 'internal_error', errorValues: {} }), json(200, { point: 5 })])
    await api.getPoint()
    expect(requests).toHaveLength(2)
  })

  it('does not retry a GET on a status that will not change', async () => {
    const { api, requests } = setup([json(404, { errorMessage: 'not_found', errorValues: {} })])
    await expect(api.getPoint()).rejects.toBeInstanceOf(ApiError)
    expect(requests).toHaveLength(1)
  })

  it('never retries a POST without an idempotency key', async () => {
    const { api, requests } = setup([json(503, { errorMessage: 'internal_error', errorValues: {} })])
    await expect(api.memberLogin({ username: 'demo', password: 'x' })).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
  })

  it('retries a POST that carries an idempotency key once, with the same key', async () => {
    const { api, requests } = setup([
      json(503, { errorMessage: 'internal_error', errorValues: {} }),
      json(200, { id: 7, kind: 'point', amount: 500 }),
    ])
    await api.getMemberPrivateMessagePrize({ id: 7 }, { idempotencyKey: 'key-1' })
    expect(requests.map((r) => (r.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-1', 'key-1'])
  })

  it('abandons a request that does not answer in time: a GET is tried again, a POST without a key is not', async () => {
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))))
    const requests: string[] = []
    const { api } = createClient({
      baseUrl: '',
      headers: () => headers,
      onUnauthorized: () => {},
      onFailure: () => {},
      onLoadingChange: () => {},
      onChanged: () => {},
      retryDelayMs: 0,
      timeoutMs: 20,
      fetch: (url, init) => {
        requests.push(String(url))
        return hang(url, init)
      },
    })
    await expect(api.getPoint()).rejects.toMatchObject({ code: 'timeout', status: 0 })
    expect(requests).toHaveLength(2)
    await expect(api.guestQuestion({ name: 'a', contact: 'b@c.de', question: 'a question here' })).rejects.toMatchObject({ code: 'timeout' })
    expect(requests).toHaveLength(3)
  })

  it('reports the member facts a successful call changes, and nothing for a failure', async () => {
    const { api, events } = setup([
      json(200, { id: 7, kind: 'point', amount: 500 }),
      json(409, { errorMessage: 'prize_already_claimed', errorValues: {} }),
    ])
    await api.getMemberPrivateMessagePrize({ id: 7 }, { idempotencyKey: 'k' })
    await api.getMemberPrivateMessagePrize({ id: 7 }, { idempotencyKey: 'k2' }).catch(() => {})
    expect(events.filter((e) => e.startsWith('changed'))).toEqual(['changed:messages,memberInfo,balance,points,transactions'])
  })

  it('honours Retry-After, within a cap', async () => {
    vi.useFakeTimers()
    const { api, requests } = setup([json(429, { errorMessage: 'too_many_requests', errorValues: { seconds: 1 } }, { 'Retry-After': '1' }), json(200, { point: 1 })])
    const pending = api.getPoint()
    await vi.advanceTimersByTimeAsync(999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(requests).toHaveLength(2)
    vi.useRealTimers()
  })

  it('turns a failed answer into an ApiError with the error body and reports it once', async () => {
    const body = { errorMessage: 'too_many_attempts', errorValues: { minutes: 15 } }
    const { api, events } = setup([json(429, body), json(429, body)])
    const error = await api.getPoint().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body).toEqual(body)
    expect(events.filter((e) => e.startsWith('failure'))).toEqual(['failure:too_many_attempts'])
  })

  it('reports a 401 to the session, with the token it answered, only when the call carried one', async () => {
    const unauthorized = { errorMessage: 'unauthorized', errorValues: {} }
    const withToken = setup([json(401, unauthorized)])
    await withToken.api.getBalance().catch(() => {})
    expect(withToken.events).toContain('unauthorized:tok')

    const withoutToken = setup([json(401, { errorMessage: 'invalid_credentials', errorValues: {} })], {
      headers: () => ({ ...headers, token: '' }),
    })
    await withoutToken.api.memberLogin({ username: 'demo', password: 'x' }).catch(() => {})
    expect(withoutToken.events.filter((e) => e.startsWith('unauthorized'))).toEqual([])
  })

  it('rejects a success whose body is not JSON', async () => {
    const { api } = setup([new Response('<html>', { status: 200 })])
    await expect(api.getBalance()).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('reads an error body of another shape as a bare failure of its status', async () => {
    const { api } = setup([json(400, { errorMessage: 'x', errorValues: { field: ['a'] } })])
    await expect(api.memberLogin({ username: 'demo', password: 'x' })).rejects.toMatchObject({ status: 400, code: 'invalid_request' })
  })

  it('raises the global loading indicator only for the calls that declare it, once per call', async () => {
    const { api, events } = setup([json(200, { token: 't', expiresAt: '2026-11-28T00:00:00.000Z' }), json(200, { point: 1 })])
    await api.memberLogin({ username: 'demo', password: 'x' })
    await api.getPoint()
    expect(events).toEqual(['loading:on', 'loading:off'])
  })
})

describe('refusals and unknown outcomes', () => {
  it('treats only a definite 4xx refusal as applying nothing', () => {
    const error = (status: number, code = 'x') => new ApiError(status, { errorMessage: code, errorValues: {} })
    expect(error(400).refused).toBe(true)
    expect(error(422).refused).toBe(true)
    expect(error(409, 'request_not_changeable').refused).toBe(true)
    expect(error(409, 'request_in_progress').refused).toBe(false)
    for (const status of [0, 408, 429, 500, 503]) expect(error(status).refused).toBe(false)
  })
})
