// A flow's real side effect: sending the member's intent with its key. A failure reaches the pure
// machine as the API client threw it (ApiError: the contract's error body, and whether it was a refusal).
import { fromPromise } from 'xstate'
import { ApiError } from '../../api/client'
import type { SubmitInput } from './types'

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
      if (error instanceof ApiError && error.refused) await shared.forget(flow, input.values)
      throw error
    }
  })
}
