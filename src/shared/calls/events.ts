// Live member events: one server-sent-event stream per signed-in tab, read with fetch so the token
// travels in the Authorization header and never in a URL. Every server instance delivers them
// (PostgreSQL LISTEN/NOTIFY; in-process on the embedded database).
//
// Their check is written out here rather than as a zod schema: the stream opens on every signed-in
// page, and zod's code for this one check was 26 KiB gzip of a money page's first visit and 40-70 ms
// of a phone's start-up. The server sends and checks events with the same function.
import { requestStatuses, type RequestKind } from './requests'

/** What the live stream says when a request changes. */
export interface RequestUpdate {
  kind: RequestKind
  id: number
  reference: string
  status: string
  reason: string | null
  /** Integer minor units. */
  amount: number
  /** ISO 8601 with an offset. */
  updatedAt: string
}

export type MemberEvent =
  | { type: 'balance'; balance: number }
  | { type: 'points'; point: number }
  | { type: 'unread'; member: number; service: number }
  | { type: 'request'; request: RequestUpdate }

export const MEMBER_EVENTS_PATH = '/Member/memberEvents'

/** How long the server waits between keep-alive comments; the client reconnects after twice this of silence. */
export const MEMBER_EVENTS_HEARTBEAT_MS = 15_000

type Fields = Record<string, unknown>

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
/** The object holds exactly these keys, as the contract's strict objects do. */
const hasExactly = (value: Fields, keys: readonly string[]) => Object.keys(value).length === keys.length && keys.every((key) => key in value)
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isString = (value: unknown): value is string => typeof value === 'string'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/
/** The dates the contract's isoDate rule allows (calls/rules.ts): 1970 to the end of 2199. Written
 *  here again, not imported: a module both files import went into the zod rules' chunk, which then
 *  came back to every signed-in first visit (caught by tests/e2e/sizeBudget.spec.ts). */
const isIsoDate = (value: unknown) => {
  if (!isString(value) || !ISO_DATE_TIME.test(value)) return false
  const time = Date.parse(value)
  return time >= Date.UTC(1970, 0, 1) && time < Date.UTC(2200, 0, 1)
}

const REQUEST_KEYS = ['kind', 'id', 'reference', 'status', 'reason', 'amount', 'updatedAt'] as const

function isRequestUpdate(value: unknown): value is RequestUpdate {
  if (!isFields(value) || !hasExactly(value, REQUEST_KEYS)) return false
  return (
    Object.hasOwn(requestStatuses, value.kind as string) &&
    isCount(value.id) &&
    (value.id as number) > 0 &&
    isString(value.reference) &&
    isString(value.status) &&
    (value.reason === null || isString(value.reason)) &&
    isCount(value.amount) &&
    isIsoDate(value.updatedAt)
  )
}

/** The event `value` holds, or null for anything else (another version's event is dropped, not guessed at). */
export function readMemberEvent(value: unknown): MemberEvent | null {
  if (!isFields(value)) return null
  switch (value.type) {
    case 'balance':
      return hasExactly(value, ['type', 'balance']) && isCount(value.balance) ? (value as MemberEvent) : null
    case 'points':
      return hasExactly(value, ['type', 'point']) && isCount(value.point) ? (value as MemberEvent) : null
    case 'unread':
      return hasExactly(value, ['type', 'member', 'service']) && isCount(value.member) && isCount(value.service) ? (value as MemberEvent) : null
    case 'request':
      return hasExactly(value, ['type', 'request']) && isRequestUpdate(value.request) ? (value as MemberEvent) : null
    default:
      return null
  }
}
