import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { MEMBER_EVENTS_PATH, type MemberEvent } from '../../src/shared/calls/events'
import type { AppContext } from '../appContext'
import type { MemberEventHub } from '../events/hub'
import { memberSnapshot } from '../events/snapshot'
import { isSessionLive, resolveSession } from '../http/auth'
import { ApiError } from '../http/errors'

// GET /api/Member/memberEvents: one server-sent-event stream per signed-in tab. The token comes in
// the Authorization header (the client reads the stream with fetch), never in the URL. Each frame is
// `data: <memberEvent JSON>\n\n`; the stream opens with the member's balance, points and unread
// counts, carries every change committed after that (from any instance), sends a `: keep-alive`
// comment every heartbeat, and ends when its session is revoked (logout, password change or reset)
// or expires. The client reconnects, and a reconnect with a dead token gets the usual 401.

export interface MemberEventOptions extends AppContext {
  hub: MemberEventHub
}

export async function memberEventRoutes(app: FastifyInstance, { db, config, hub }: MemberEventOptions): Promise<void> {
  const open = new Set<() => void>()
  // An open stream is never idle, so the server would wait for it forever when closing.
  app.addHook('preClose', async () => {
    for (const end of open) end()
  })

  // Compression would buffer frames until a chunk fills up; a HEAD request would open a stream nobody reads.
  app.get(`/api${MEMBER_EVENTS_PATH}`, { compress: false, exposeHeadRoute: false }, async (request, reply) => {
    const session = await resolveSession(db, config, request.headers.authorization)
    if (!session) throw new ApiError(401, 'unauthorized')

    const stream = new PassThrough()
    let ended = false
    let unsubscribe: (() => void) | undefined
    let heartbeat: NodeJS.Timeout | undefined
    const end = () => {
      if (ended) return
      ended = true
      clearInterval(heartbeat)
      unsubscribe?.()
      open.delete(end)
      stream.end()
    }
    const write = (text: string) => {
      if (!ended) stream.write(text)
    }
    const send = (event: MemberEvent) => write(`data: ${JSON.stringify(event)}\n\n`)
    // A change committed while a snapshot is read is sent after that snapshot, never before it: the
    // snapshot's balance may have been read before the change, and a tab shows the last figure it
    // hears (a transfer's new balance, then the older snapshot's, left the header a transfer behind).
    // Snapshots are read one after another, and the changes heard meanwhile wait for the last one.
    let snapshots = Promise.resolve()
    let reading = 0
    let heard: MemberEvent[] = []
    const hear = (event: MemberEvent) => {
      if (reading > 0) heard.push(event)
      else send(event)
    }
    const sendSnapshot = () => {
      reading += 1
      // After one that failed too: its failure is its caller's to report.
      snapshots = snapshots
        .catch(() => undefined)
        .then(async () => {
          for (const event of await memberSnapshot(db, session.memberId)) send(event)
        })
        .finally(() => {
          reading -= 1
          if (reading > 0) return
          const waiting = heard
          heard = []
          for (const event of waiting) send(event)
        })
      return snapshots
    }
    open.add(end)
    reply.raw.on('close', end)

    try {
      // Subscribed before the snapshot is read, so nothing committed in between is missed.
      unsubscribe = await hub.subscribe(session.memberId, {
        message(message) {
          if ('event' in message) hear(message.event)
          else if (message.endedTokenIds.includes(session.tokenId)) end()
        },
        missed() {
          sendSnapshot().catch((error: unknown) => request.log.warn({ err: error }, 'could not resend an event stream snapshot'))
        },
      })
      if (ended) unsubscribe()
      await sendSnapshot()
    } catch (error) {
      end()
      throw error
    }

    // Each beat also checks the session again (without counting as use), so an expired one ends too.
    let checking = false
    heartbeat = setInterval(() => {
      if (checking) return
      checking = true
      isSessionLive(db, config, session.tokenId)
        .then((live) => (live ? write(': keep-alive\n\n') : end()))
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not check an event stream session'))
        .finally(() => (checking = false))
    }, config.memberEventsHeartbeatMs)
    if (ended) clearInterval(heartbeat)
    request.log.info({ event: 'events.open', memberId: session.memberId }, 'member event stream opened')
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Reverse proxies (nginx) must pass frames on as they come.
      .header('x-accel-buffering', 'no')
      // The connection ends with the stream instead of idling in keep-alive, which would hold up a closing server.
      .header('connection', 'close')
      .send(stream)
  })
}
