// The live member events of a signed-in tab: the connection's machine (machines/memberEvents), the
// stream's reader and what the site does with each event (memberEventDelivery.ts). The app creates it
// with the first sign-in, so a visitor's first page carries none of it.
import { createActor } from 'xstate'
import type { RequestHeaders } from '../api/client'
import { readMemberEvents } from '../api/memberEvents'
import { memberFacts } from '../shared/calls/memberFacts'
import { API_BASE_URL } from '../shared/provider'
import { streamActor } from '../machines/memberEvents/actors'
import { memberEventsMachine } from '../machines/memberEvents/machine'
import { createEventDelivery, type DeliveryDependencies } from './memberEventDelivery'

interface StreamDependencies extends DeliveryDependencies {
  headers: () => RequestHeaders
}

export function createMemberEventStream(dependencies: StreamDependencies) {
  const { session, refresh, headers } = dependencies
  const deliver = createEventDelivery(dependencies)
  return createActor(
    memberEventsMachine.provide({
      actors: { stream: streamActor((signal, handlers) => readMemberEvents({ baseUrl: API_BASE_URL, headers }, signal, handlers), deliver) },
      actions: {
        resync: () => refresh(memberFacts),
        // The stream is closed whenever the session changes, so it ran under the current token.
        reportUnauthorized: () => session.send({ type: 'http.unauthorized', token: session.getSnapshot().context.token }),
      },
    }),
  ).start()
}

export type MemberEventStream = ReturnType<typeof createMemberEventStream>
