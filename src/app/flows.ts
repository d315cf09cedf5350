// Every multi-step member action, each one long-lived flow actor (machines/flow): it outlives the
// dialog that shows it, so closing a dialog mid-request neither loses the answer nor sends twice.
// Each feature lists its flows in flowDefinitions/<feature>.ts; a flow names the call it makes, and
// whether that call is idempotent comes from the contract (its call table).
import { createActor } from 'xstate'
import type { MemberFact } from '../shared/calls/define'
import type { Api } from '../api/client'
import { callTable } from '../api/callTable.gen'
import type { CallName, RequestOf, ResponseOf } from '../shared/contract'
import { submitActor, type SharedIntents } from '../machines/flow/actors'
import { createFlowMachine } from '../machines/flow/machine'
import type { DialogName, OpenDialog } from '../machines/dialogs/types'
import type { ToastMessage } from '../machines/toasts/types'
import { accountFlows } from './flowDefinitions/account'
import { couponFlows } from './flowDefinitions/coupons'
import { depositFlows } from './flowDefinitions/deposits'
import { engagementFlows } from './flowDefinitions/engagement'
import { gameFlows } from './flowDefinitions/game'
import { messageFlows } from './flowDefinitions/messages'
import { withdrawalFlows } from './flowDefinitions/withdrawals'

interface FlowDependencies {
  api: Api
  shared: SharedIntents
  /** A toast, for outcomes the member should hear of even with the form closed. */
  announce: (toast: ToastMessage) => void
  /** Refreshes what the member sees of these facts. */
  refresh: (facts: readonly MemberFact[]) => void
  /** Closes the dialog of that name when it is the one on top, or puts another in its place. */
  leaveDialog: (name: DialogName, next?: OpenDialog) => void
}

export interface FlowOptions<R> {
  /** The member reads a summary and confirms before anything is sent. */
  confirm?: boolean
  /** What to tell the member when it succeeds. */
  done?: (result: R) => ToastMessage
  /** A refusal means the member saw stale data (a prize already claimed elsewhere): read again what the call changes. */
  refreshOnRefusal?: boolean
  /** The dialog the flow's form lives in, left once the flow is done (for the next one, if named). */
  leaves?: { dialog: DialogName; next?: OpenDialog }
}

export function createFlows({ api, shared, announce, refresh, leaveDialog }: FlowDependencies) {
  function flow<N extends CallName>(name: N, send: (values: RequestOf<N>, key: string) => Promise<ResponseOf<N>>, options: FlowOptions<ResponseOf<N>> = {}) {
    const machine = createFlowMachine<RequestOf<N>, ResponseOf<N>>().provide({
      actors: { submit: submitActor(name, send, shared) },
      actions: {
        announceDone: ({ context }) => {
          if (options.done && context.result) announce(options.done(context.result))
          if (options.leaves) leaveDialog(options.leaves.dialog, options.leaves.next)
        },
        noteRefusal: () => {
          const definition = callTable[name]
          if (options.refreshOnRefusal && definition.changes) refresh(definition.changes)
        },
      },
    })
    return createActor(machine, {
      input: { keyPrefix: `${name}-${crypto.randomUUID()}`, idempotent: callTable[name].idempotent, confirm: options.confirm ?? false },
    })
  }

  return {
    ...accountFlows(flow, api),
    ...messageFlows(flow, api),
    ...engagementFlows(flow, api),
    ...gameFlows(flow, api),
    ...depositFlows(flow, api),
    ...couponFlows(flow, api),
    ...withdrawalFlows(flow, api),
  }
}

export type FlowFactory = <N extends CallName>(
  name: N,
  send: (values: RequestOf<N>, key: string) => Promise<ResponseOf<N>>,
  options?: FlowOptions<ResponseOf<N>>,
) => ReturnType<typeof createActor<ReturnType<typeof createFlowMachine<RequestOf<N>, ResponseOf<N>>>>>

export type Flows = ReturnType<typeof createFlows>

/** What the app does to every flow at once (start it, forget it when the session ends, ask again when
 *  back online), typed once so the compiler need not unite every flow's own actor type. */
export interface FlowControl {
  start(): unknown
  send(event: { type: 'flow.reset' } | { type: 'flow.check' }): void
}
