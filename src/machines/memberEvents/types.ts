// The live member event stream's connection: opened while a member is signed in, kept open, and
// opened again after a failure with a growing pause. The events it carries go straight from the
// stream actor to the app; this machine only decides when there is a connection.

/** What the stream actor reports. */
export type StreamReport = { type: 'stream.opened' } | { type: 'stream.ended'; how: 'unauthorized' | 'failed' }

export type MemberEventsEvent =
  | { type: 'events.start' }
  | { type: 'events.stop' }
  | { type: 'network.online' }
  | { type: 'tab.visible' }
  | StreamReport

export interface MemberEventsContext {
  /** Failed connections in a row (capped: it only sets the pause). */
  failures: number
  /** The stream was open before in this session: opening it again means events may have been missed. */
  wasOpen: boolean
}

export const FIRST_RETRY_MS = 1_000
export const MAX_RETRY_MS = 30_000
/** 1 s, 2 s, 4 s ... up to MAX_RETRY_MS. */
export const MAX_COUNTED_FAILURES = Math.ceil(Math.log2(MAX_RETRY_MS / FIRST_RETRY_MS))
