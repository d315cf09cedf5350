// Live member events: one server-sent-event stream per signed-in tab, read with fetch so the token
// travels in the Authorization header and never in a URL. Every server instance delivers them
// (PostgreSQL LISTEN/NOTIFY; in-process on the embedded database).
import { z } from 'zod'
import { requestStatuses, type RequestKind } from './requests'
import { isoDate, minorUnits } from './rules'

const requestKinds = Object.keys(requestStatuses) as RequestKind[]

/** What the live stream says when a request changes. */
const requestUpdate = z.strictObject({
  kind: z.enum(requestKinds as [RequestKind, ...RequestKind[]]),
  id: z.int().positive(),
  reference: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  amount: minorUnits,
  updatedAt: isoDate,
})
export type RequestUpdate = z.infer<typeof requestUpdate>

export const MEMBER_EVENTS_PATH = '/Member/memberEvents'

/** How long the server waits between keep-alive comments; the client reconnects after twice this of silence. */
export const MEMBER_EVENTS_HEARTBEAT_MS = 15_000

export const memberEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('balance'), balance: minorUnits }),
  z.strictObject({ type: z.literal('points'), point: z.int().nonnegative() }),
  z.strictObject({ type: z.literal('unread'), member: z.int().nonnegative(), service: z.int().nonnegative() }),
  z.strictObject({ type: z.literal('request'), request: requestUpdate }),
])
export type MemberEvent = z.infer<typeof memberEvent>
