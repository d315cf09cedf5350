import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { MEMBER_EVENTS_PATH, readMemberEvent, type MemberEvent } from '../../src/shared/calls/events'

export interface EventStream {
  status: number
  headers: IncomingHttpHeaders
  /** Keep-alive comments received so far. */
  comments: string[]
  /** The next event (in order of arrival, each returned once) that `match` accepts; rejects after `timeoutMs`. */
  next(match?: (event: MemberEvent) => boolean, timeoutMs?: number): Promise<MemberEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** The event a data frame holds; a frame the contract does not allow fails the test. */
function eventOf(data: string): MemberEvent {
  const event = readMemberEvent(JSON.parse(data))
  if (!event) throw new Error(`the stream sent an event outside the contract: ${data}`)
  return event
}

/** Where a test app listens, after `listen({ port: 0 })`. */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port')
  return `http://127.0.0.1:${address.port}`
}

/**
 * Opens the member event stream with the token in the Authorization header, as the site does with
 * fetch. A plain request on a connection of its own, so closing it hangs up at once (a pooling client
 * may keep the socket and hold up the server's close).
 */
export async function openEventStream(base: string, token: string): Promise<EventStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(`${base}/api${MEMBER_EVENTS_PATH}`, { agent: false, headers: { authorization: token, 'accept-encoding': 'gzip, br' } }, resolve)
    request.on('error', reject)
  })
  const events: MemberEvent[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of waiters) waiter()
  }

  let closedByUs = false
  const ended = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response) {
        buffer += decoder.decode(chunk as Buffer, { stream: true })
        let boundary = buffer.indexOf('\n\n')
        while (boundary !== -1) {
          const frame = buffer.slice(0, boundary)
          buffer = buffer.slice(boundary + 2)
          if (frame.startsWith(':')) comments.push(frame)
          else if (frame.startsWith('data: ')) events.push(eventOf(frame.slice('data: '.length)))
          else throw new Error(`unexpected frame ${JSON.stringify(frame)}`)
          boundary = buffer.indexOf('\n\n')
        }
        wake()
      }
    } catch (error) {
      if (!closedByUs) throw error
    } finally {
      wake()
    }
  })()
  let finished = false
  void ended.finally(() => (finished = true)).catch(() => {})

  let cursor = 0
  async function next(match: (event: MemberEvent) => boolean = () => true, timeoutMs = 2_000): Promise<MemberEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      while (cursor < events.length) {
        const event = events[cursor]!
        cursor += 1
        if (match(event)) return event
      }
      if (finished) throw new Error('the stream ended before the event came')
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left)
        function done() {
          clearTimeout(timer)
          waiters.delete(done)
          resolve()
        }
        waiters.add(done)
      })
    }
  }

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    comments,
    next,
    ended,
    close: () => {
      closedByUs = true
      response.destroy()
    },
  }
}
