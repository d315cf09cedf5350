// The live member event stream (shared/calls/events.ts): server-sent events read with fetch, so the token
// travels in the Authorization header, never in a URL. One connection per call; the caller (the
// member events statechart) decides when to open one and when to try again.
import { MEMBER_EVENTS_HEARTBEAT_MS, MEMBER_EVENTS_PATH, readMemberEvent, type MemberEvent } from '../shared/calls/events'
import { headerFields, type RequestHeaders } from './client'

export interface StreamHandlers {
  opened(): void
  event(event: MemberEvent): void
}

/** How a stream ended: the token was refused (401), or the connection failed or went quiet. */
export type StreamEnd = 'unauthorized' | 'failed'

export interface EventStreamOptions {
  baseUrl: string
  headers: () => RequestHeaders
  fetch?: typeof fetch
  /** Silence longer than this means the connection is dead (the server sends a keep-alive more often). */
  silenceMs?: number
}

/** Reads the stream until it ends or `signal` aborts; resolves with how it ended. */
export async function readMemberEvents(options: EventStreamOptions, signal: AbortSignal, handlers: StreamHandlers): Promise<StreamEnd> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const silenceMs = options.silenceMs ?? MEMBER_EVENTS_HEARTBEAT_MS * 2
  const quiet = new AbortController()
  const connection = AbortSignal.any([signal, quiet.signal])
  let timer: ReturnType<typeof setTimeout> | undefined
  const heard = () => {
    clearTimeout(timer)
    timer = setTimeout(() => quiet.abort(), silenceMs)
  }
  try {
    heard()
    const response = await doFetch(`${options.baseUrl}/api${MEMBER_EVENTS_PATH}`, {
      headers: { ...headerFields(options.headers()), Accept: 'text/event-stream' },
      signal: connection,
      credentials: 'omit',
      cache: 'no-store',
    })
    if (response.status === 401) return 'unauthorized'
    if (!response.ok || !response.body) return 'failed'
    handlers.opened()
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return 'failed'
      heard()
      buffer += value
      // One event per blank-line-separated frame; comment lines (keep-alives) carry no data.
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = frame
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n')
        if (data) {
          const event = readMemberEvent(JSON.parse(data))
          if (event) handlers.event(event)
        }
        end = buffer.indexOf('\n\n')
      }
    }
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}
