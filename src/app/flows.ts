// Every multi-step member action is one long-lived flow actor (machines/flow), made from its line in
// the flow table: it outlives the dialog that shows it, so closing a dialog mid-request neither loses
// the answer nor sends twice. The machine decides when to move; this file says what a move does.
import { createActor, type ActorRefFrom } from 'xstate'
import type { ErrorBody } from '../shared/calls/errors'
import type { MemberFact } from '../shared/calls/memberFacts'
import { callTable } from '../api/callTable.gen'
import type { Caller } from '../api/client'
import type { RequestOf, ResponseOf } from '../shared/contract'
import type { DialogMachine } from '../machines/dialogs/machine'
import type { DialogName, OpenDialog } from '../machines/dialogs/types'
import { submitActor, type SharedIntents } from '../machines/flow/actors'
import { createFlowMachine } from '../machines/flow/machine'
import type { FlowDialog } from '../machines/flow/types'
import type { ToastMessage } from '../machines/toasts/types'
import { flowTable, type CallOf, type FlowDefinition, type FlowDialogs, type FlowName } from './flowTable'

interface FlowDependencies {
  call: Caller
  shared: SharedIntents
  /** A toast, for outcomes the member should hear of even with the form closed. */
  announce: (toast: ToastMessage) => void
  /** Refreshes what the member sees of these facts. */
  refresh: (facts: readonly MemberFact[]) => void
  dialogs: Pick<ActorRefFrom<DialogMachine>, 'getSnapshot' | 'send'>
}

function isShown(shown: OpenDialog, own: DialogName | OpenDialog | undefined): boolean {
  if (own === undefined) return false
  if (typeof own === 'string') return shown.name === own
  return shown.name === own.name && JSON.stringify(shown.props) === JSON.stringify(own.props)
}

/** The dialog a flow moves to for that step; null where it has none (a flow without dialogs leaves the page as it is). */
function destination(dialogs: FlowDialogs, step: FlowDialog, failure: ErrorBody | null): OpenDialog | null {
  switch (step) {
    case 'form':
      return dialogs.confirm ? dialogs.form : null
    case 'confirm':
      return dialogs.confirm ?? null
    case 'done':
      return dialogs.done ?? null
    case 'blocked':
      return failure && dialogs.blocked ? dialogs.blocked(failure) : null
  }
}

/** The table seen through its names, so that each flow's call, toast and types stay that one call's. */
const definitions: { [F in FlowName]: FlowDefinition<CallOf<F>> } = flowTable

export function createFlows({ call, shared, announce, refresh, dialogs }: FlowDependencies) {
  /** Moves from the flow's form or summary, when the member is still looking at it: one who closed it
   *  mid-request is not shown the next one. Done without a dialog of its own, the flow closes it. */
  function move(own: FlowDialogs | undefined, step: FlowDialog, failure: ErrorBody | null) {
    const shown = dialogs.getSnapshot().context.stack.at(-1)
    if (!own || !shown || !(isShown(shown, own.form) || isShown(shown, own.confirm))) return
    const next = destination(own, step, failure)
    if (next) dialogs.send({ type: 'dialog.replace', ...next })
    else if (step === 'done') dialogs.send({ type: 'dialog.close' })
  }

  function create<F extends FlowName>(name: F) {
    const definition = definitions[name]
    const { idempotent, changes } = callTable[definition.call]
    const send = (values: RequestOf<CallOf<F>>, key: string) => call(definition.call, values, idempotent ? { idempotencyKey: key } : {})
    const machine = createFlowMachine<RequestOf<CallOf<F>>, ResponseOf<CallOf<F>>>().provide({
      actors: { submit: submitActor(definition.call, send, shared) },
      actions: {
        announceDone: ({ context }) => {
          const { toast } = definition
          if (toast && context.result) announce({ type: 'success', msg: toast.msg, values: toast.values?.(context.result) })
        },
        noteRefusal: () => {
          if (definition.refreshOnRefusal && changes) refresh(changes)
        },
        showDialog: ({ context }, { dialog }) => move(definition.dialogs, dialog, context.failure),
      },
    })
    return createActor(machine, {
      input: { keyPrefix: `${definition.call}-${crypto.randomUUID()}`, idempotent, confirm: definition.confirm ?? false },
    })
  }

  // Each flow is made, and started, when first asked for: a page uses one or two of the table's lines,
  // and making all of them cost every member page's first visit about 10 ms of main thread (four
  // times that on a phone). Named from the table's own names, so every flow has its own call's types.
  const created = new Map<FlowName, FlowControl>()
  const flows = {} as { [F in FlowName]: ReturnType<typeof create<F>> }
  for (const name of Object.keys(definitions) as FlowName[]) {
    Object.defineProperty(flows, name, {
      enumerable: true,
      get: () => {
        let flow = created.get(name)
        if (!flow) {
          flow = create(name)
          flow.start()
          created.set(name, flow)
        }
        return flow
      },
    })
  }
  return { flows, created: () => [...created.values()] }
}

export type Flows = ReturnType<typeof createFlows>['flows']

/** What the app does to every flow made so far (start it, forget it when the session ends, ask again
 *  when back online), typed once so the compiler need not unite every flow's own actor type. */
export interface FlowControl {
  start(): unknown
  send(event: { type: 'flow.reset' } | { type: 'flow.check' }): void
}
