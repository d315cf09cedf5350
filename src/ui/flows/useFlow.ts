import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ActorRef, ActorRefFrom, Snapshot, StateValueFrom } from 'xstate'
import type { ErrorBody } from '../../shared/calls/errors'
import type { FlowMachine } from '../../machines/flow/machine'
import type { FlowContext, FlowEvent } from '../../machines/flow/types'

export type FlowActor<V, R> = ActorRefFrom<FlowMachine<V, R>>

/** The events a component sends that carry none of the member's values. */
type FlowControlEvent = Exclude<FlowEvent<never>, { type: 'flow.submit' }>

/** What a component reads of a flow's state. Nothing in it takes the flow's values, so one type reads
 *  the flow of any deposit channel, although each channel's call takes values of its own. */
type FlowReading<V, R> = Snapshot<unknown> & {
  context: FlowContext<V, R>
  hasTag(tag: 'busy'): boolean
  matches(state: StateValueFrom<FlowMachine<unknown, unknown>>): boolean
  can(event: FlowControlEvent): boolean
}

/** A flow actor as a component reads it and sends it what the member does, short of submitting. */
export type FlowView<V, R> = Pick<ActorRef<FlowReading<V, R>, FlowControlEvent>, 'getSnapshot' | 'subscribe' | 'send'>

/** Where an intent stands, as the member sees it. */
export type FlowStep = 'editing' | 'confirming' | 'submitting' | 'checking' | 'stuck' | 'done' | 'failed'

function stepOf<V, R>(snapshot: FlowReading<V, R>): FlowStep {
  if (snapshot.matches({ uncertain: 'stuck' })) return 'stuck'
  if (snapshot.matches('uncertain')) return 'checking'
  if (snapshot.matches('confirming')) return 'confirming'
  if (snapshot.matches('submitting')) return 'submitting'
  if (snapshot.matches('done')) return 'done'
  if (snapshot.matches('failed')) return 'failed'
  return 'editing'
}

/** A flow's state for a component (narrow reads; what may happen next is asked of the machine), and
 *  the events a member's actions send, short of submitting. */
export function useFlowState<V, R>(flow: FlowView<V, R>) {
  const step = useSelector(flow, stepOf)
  const values = useSelector(flow, (s) => s.context.values)
  const result = useSelector(flow, (s) => s.context.result)
  const recovered = useSelector(flow, (s) => s.context.recovered)
  const failure = useSelector(flow, (s) => s.context.failure)
  /** Sent and not yet answered: nothing is sent again until it is. */
  const busy = useSelector(flow, (s) => s.hasTag('busy'))
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'flow.confirm' }))
  const canEdit = useSelector(flow, (s) => s.can({ type: 'flow.edit' }))
  // Shown while the outcome is known to be a failure; an unknown one is shown as "checking" instead.
  const error: ErrorBody | null = step === 'failed' ? failure : null
  // Stable per actor, so effects may depend on them.
  const send = useMemo(
    () => ({
      confirm: () => flow.send({ type: 'flow.confirm' }),
      edit: () => flow.send({ type: 'flow.edit' }),
      check: () => flow.send({ type: 'flow.check' }),
      /** The member opens the form again: a finished intent gives way to a new one; one under way stays. */
      begin: () => flow.send({ type: 'flow.begin' }),
      /** The form already knows the server would refuse (an order opened in another tab). */
      refuse: (refusal: ErrorBody) => flow.send({ type: 'flow.refuse', error: refusal }),
    }),
    [flow],
  )
  return { step, values, result, recovered, error, busy, canConfirm, canEdit, ...send }
}

/** One flow actor for a component: its state, and submitting the member's values. */
export function useFlow<V, R>(actor: FlowActor<V, R>) {
  const state = useFlowState(actor)
  const submit = useMemo(() => (values: V) => actor.send({ type: 'flow.submit', values }), [actor])
  return { ...state, submit }
}

/** A flow for a form or dialog that starts a new intent when it mounts: a finished one gives way, one
 *  under way stays (the member opened the form again while it was answered). */
export function useBegunFlow<V, R>(actor: FlowActor<V, R>) {
  const flow = useFlow(actor)
  const { begin } = flow
  useEffect(() => begin(), [begin])
  return flow
}
