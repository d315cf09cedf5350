// The stream actor: one connection, read by api/memberEvents.ts; its events go to the app as they
// come, and how it opened and ended goes to the machine.
import { fromCallback } from 'xstate'
import type { MemberEvent } from '../../shared/calls/events'
import type { StreamEnd, StreamHandlers } from '../../api/memberEvents'
import type { StreamReport } from './types'

export function streamActor(read: (signal: AbortSignal, handlers: StreamHandlers) => Promise<StreamEnd>, deliver: (event: MemberEvent) => void) {
  return fromCallback(({ sendBack }) => {
    const controller = new AbortController()
    const report = (event: StreamReport) => {
      if (!controller.signal.aborted) sendBack(event)
    }
    void read(controller.signal, { opened: () => report({ type: 'stream.opened' }), event: deliver }).then((how) =>
      report({ type: 'stream.ended', how }),
    )
    return () => controller.abort()
  })
}
