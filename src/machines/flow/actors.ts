// A flow's real side effect: sending the member's intent with its key, and telling the pure machine
// whether a failure was a refusal (nothing applied) or an unknown outcome.
import { fromPromise } from 'xstate'
import { ApiError, isRefusal } from '../../api/client'
import { FlowError, type FlowFailure, type SubmitInput } from './types'

export function failureOf(error: unknown): FlowFailure {
  if (error instanceof ApiError) {
    return { kind: isRefusal(error) ? 'refused' : 'unknown', code: error.code, values: error.body.errorValues, status: error.status }
  }
  return { kind: 'unknown', code: 'network_error', values: {}, status: 0 }
}

/** Where tabs share the keys of intents in flight, so the same request from a second tab is the same intent. */
export interface SharedIntents {
  /** The key to send: another tab's, when it sent the same request a moment ago; else this intent's own. */
  keyFor(flow: string, values: unknown, ownKey: string): Promise<string>
  /** The server refused it: the next identical request is a new intent, in any tab. */
  forget(flow: string, values: unknown): Promise<void>
}

export function submitActor<V, R>(flow: string, send: (values: V, key: string) => Promise<R>, shared: SharedIntents) {
  return fromPromise<R, SubmitInput<V>>(async ({ input }) => {
    const key = await shared.keyFor(flow, input.values, input.key)
    try {
      return await send(input.values, key)
    } catch (error) {
      const failure = failureOf(error)
      if (failure.kind === 'refused') await shared.forget(flow, input.values)
      throw new FlowError(failure)
    }
  })
}
