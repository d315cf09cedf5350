// One intent of a member (bind a card, claim a prize, deposit, withdraw, transfer, ...), from the
// form to a definite outcome. The machine owns the intent's Idempotency-Key: made once per intent,
// reused on every retry and every re-check, replaced only after the server definitely refused.
import type { ErrorBody } from '../../shared/calls/errors'

export interface FlowInput {
  /** Unique per flow actor (a random id in the app, fixed in tests); a key is `<prefix>:<intent>`. */
  keyPrefix: string
  /** The call applies a key once and replays its first answer, so an unknown outcome can be asked again. */
  idempotent: boolean
  /** The member checks a summary and confirms before anything is sent. */
  confirm: boolean
}

/** What a submission fails with, as the API client throws it (api/client.ts, ApiError): the contract's
 *  error body, and whether the server refused (answered and applied nothing) rather than leaving the
 *  outcome unknown (timeout, lost connection, 5xx, still in progress). Read by its shape, so the
 *  machine stays pure. */
export interface SubmitFailure {
  readonly body: ErrorBody
  readonly refused: boolean
}

export interface FlowContext<V, R> extends FlowInput {
  /** Counts intents; with the prefix it makes the key. */
  intent: number
  /** What the member submitted (and is confirming, or waiting on). */
  values: V | null
  result: R | null
  /** The last failure, as the server (or the client, for a lost connection) stated it. */
  failure: ErrorBody | null
  /** How many times an unknown outcome has been asked about again. */
  checks: number
  /** The result came from asking again after an unknown outcome. */
  recovered: boolean
}

export type FlowEvent<V> =
  | { type: 'flow.submit'; values: V }
  | { type: 'flow.confirm' }
  | { type: 'flow.edit' }
  | { type: 'flow.check' }
  | { type: 'flow.begin' }
  | { type: 'flow.reset' }
  /** The site already knows the server would refuse this intent (an order opened meanwhile in another tab). */
  | { type: 'flow.refuse'; error: ErrorBody }

/** The dialog a flow moves the member to: its form, the summary to confirm, the outcome, or why it cannot start now. */
export type FlowDialog = 'form' | 'confirm' | 'done' | 'blocked'

export interface SubmitInput<V> {
  values: V
  key: string
}

/** Automatic re-checks of an unknown outcome before the member is asked to check again. */
export const MAX_AUTOMATIC_CHECKS = 3
/** The first re-check waits this long; each later one twice as long as the one before. */
export const FIRST_CHECK_DELAY_MS = 1_000

export function flowKey(context: Pick<FlowContext<unknown, unknown>, 'keyPrefix' | 'intent'>): string {
  return `${context.keyPrefix}:${context.intent}`
}
