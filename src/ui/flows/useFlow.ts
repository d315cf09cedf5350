import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { ErrorBody } from '../../api/calls/errors'
import type { FlowMachine } from '../../machines/flow/machine'

export type FlowActor<V, R> = ActorRefFrom<FlowMachine<V, R>>

/** Where an intent stands, as the member sees it. */
export type FlowStep = 'editing' | 'confirming' | 'submitting' | 'checking' | 'stuck' | 'done' | 'failed'

function stepOf<V, R>(snapshot: SnapshotFrom<FlowMachine<V, R>>): FlowStep {
  if (snapshot.matches({ uncertain: 'stuck' })) return 'stuck'
  if (snapshot.matches('uncertain')) return 'checking'
  if (snapshot.matches('confirming')) return 'confirming'
  if (snapshot.matches('submitting')) return 'submitting'
  if (snapshot.matches('done')) return 'done'
  if (snapshot.matches('failed')) return 'failed'
  return 'editing'
}

/** A flow actor's state for a component: narrow reads, and the events a member's actions send. */
export function useFlow<V, R>(actor: FlowActor<V, R>) {
  const step = useSelector(actor, stepOf)
  const values = useSelector(actor, (s) => s.context.values)
  const result = useSelector(actor, (s) => s.context.result)
  const recovered = useSelector(actor, (s) => s.context.recovered)
  const failure = useSelector(actor, (s) => s.context.failure)
  // Shown while the outcome is known to be a failure; an unknown one is shown as "checking" instead.
  const error: ErrorBody | null = step === 'failed' ? failure : null
  // Stable per actor, so effects may depend on them.
  const send = useMemo(
    () => ({
      submit: (submitted: V) => actor.send({ type: 'flow.submit', values: submitted }),
      confirm: () => actor.send({ type: 'flow.confirm' }),
      edit: () => actor.send({ type: 'flow.edit' }),
      check: () => actor.send({ type: 'flow.check' }),
      /** The member opens the form again: a finished intent gives way to a new one; one under way stays. */
      begin: () => actor.send({ type: 'flow.begin' }),
    }),
    [actor],
  )
  return { step, values, result, recovered, error, busy: step === 'submitting' || step === 'checking' || step === 'stuck', ...send }
}
