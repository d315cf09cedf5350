// Which transitions of a machine a generated path takes. Each step asks the machine itself which
// transition definitions its event selects in the state before it (xstate's own choice, guards
// included), so two guarded alternatives of one event are told apart.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateNode, TransitionDefinition } from 'xstate'
import type { MachinePath } from '../../src/machines/testing/transitionPaths'

type AnyStateNode = StateNode<any, any>
type AnyTransition = TransitionDefinition<any, any>

export interface LabelledTransition {
  label: string
  source: string
  event: string
}

function nodeName(node: AnyStateNode): string {
  return node.path.join('.') || '(root)'
}

function guardName(definition: AnyTransition): string {
  const guard = definition.guard as unknown
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'guard'
}

function describe(definition: AnyTransition): string {
  const target = definition.target?.map((node) => nodeName(node as AnyStateNode)).join(', ') || '(stays)'
  const guard = guardName(definition)
  return `${nodeName(definition.source as AnyStateNode)} —${definition.eventType}→ ${target}${guard ? ` [${guard}]` : ''}`
}

/** Every event-driven, delayed and invoke-result transition of the machine, labelled; `always` ones are left out (they have no event). */
export function machineTransitions(machine: AnyStateMachine): Map<AnyTransition, LabelledTransition> {
  const out = new Map<AnyTransition, LabelledTransition>()
  const walk = (node: AnyStateNode) => {
    for (const [event, definitions] of node.transitions) {
      for (const definition of definitions) out.set(definition, { label: describe(definition), source: nodeName(node), event })
    }
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return out
}

/** The transitions the machine selects for `event` in `snapshot` (several when parallel regions each take one). */
function selectedTransitions(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransition[] {
  return (snapshot.machine.getTransitionData(snapshot as never, event as never) ?? []) as AnyTransition[]
}

/** Labels of the transitions taken by each step of the path (index 0 is the initial state: none). */
export function pathTransitions(machine: AnyStateMachine, path: MachinePath): string[][] {
  const labels = machineTransitions(machine)
  return path.steps.map((step, index) => {
    if (index === 0) return []
    const before = path.steps[index - 1]!.state
    return selectedTransitions(before, step.event).flatMap((definition) => {
      const labelled = labels.get(definition)
      return labelled ? [labelled.label] : []
    })
  })
}

/** The atomic states (leaves) active in a snapshot, as dotted paths, and every active state node. */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.path.length > 0).map((node) => node.path.join('.'))
}

/** The states a step enters: newly active ones, and those its transition targets again (re-entry). */
export function enteredStates(before: AnyMachineSnapshot, event: EventObject, after: AnyMachineSnapshot): string[] {
  const was = new Set(activeStates(before))
  const targets = selectedTransitions(before, event).flatMap((definition) =>
    (definition.target ?? []).map((node) => (node as AnyStateNode).path.join('.')),
  )
  return activeStates(after).filter(
    (state) => !was.has(state) || targets.some((target) => state === target || state.startsWith(`${target}.`)),
  )
}

/** The states a delayed transition of the current state will enter by itself (a timer the page runs). */
export function delayedTargets(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).flatMap((node) =>
    node.after.flatMap((transition) => (transition.target ?? []).map((target) => (target as AnyStateNode).path.join('.'))),
  )
}

export function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = []
  const walk = (node: AnyStateNode) => {
    const children = Object.values(node.states)
    // A state left at once by an unguarded eventless transition is never seen, so it has nothing to check.
    const transient = node.always?.some((transition) => !transition.guard) ?? false
    if (children.length === 0 && node.path.length > 0 && !transient) out.push(node.path.join('.'))
    for (const child of children) walk(child)
  }
  walk(machine.root)
  return out
}

export function stateKey(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value)
}
