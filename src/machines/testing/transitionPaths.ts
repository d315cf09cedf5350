// Model-based test support: generate paths with xstate/graph so that every transition of a machine
// is the last step of at least one path, replay each path on a real actor, and report any
// transition no path ends with.
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type StateNode } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'

export interface Transition {
  source: string
  event: string
  target: string | null
  /** The target is left at once by an eventless transition, so no path rests there. */
  passesThrough?: boolean
}

type AnyStateNode = StateNode<any, any>
export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>

function relativePath(node: AnyStateNode): string {
  return node.path.join('.')
}

/** Every event-driven transition, invoke result and delayed transition. Eventless (`always`)
 *  transitions are left out: they have no event to end a path with, so tests assert them by input. */
export function listTransitions(machine: AnyStateMachine): Transition[] {
  const out: Transition[] = []
  const walk = (node: AnyStateNode) => {
    for (const [event, definitions] of node.transitions) {
      for (const definition of definitions) {
        const target = definition.target?.[0]
        const passesThrough = target ? target.always !== undefined && target.always.length > 0 : false
        out.push({ source: relativePath(node), event, target: target ? relativePath(target) : null, ...(passesThrough ? { passesThrough } : {}) })
      }
    }
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return out
}

export interface PathOptions<TEvent extends EventObject> {
  events: TEvent[]
  input?: unknown
  /** Adds context to the state key when context decides which transition an event takes. */
  contextKey?: (snapshot: AnyMachineSnapshot) => string
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean
  /** Leaves out events the world cannot send in that state, on top of those the machine ignores. */
  offers?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean
}

export function transitionPaths<TEvent extends EventObject>(machine: AnyStateMachine, options: PathOptions<TEvent>) {
  return getShortestPaths(machine, {
    input: options.input,
    events: options.events,
    filterEvents: (snapshot, event) => snapshot.can(event) && (options.offers?.(snapshot, event) ?? true),
    stopWhen: options.stopWhen,
    serializeState: (snapshot, event, previous) =>
      [
        JSON.stringify(snapshot.value),
        options.contextKey?.(snapshot) ?? '',
        event?.type ?? '',
        JSON.stringify(previous?.value ?? null),
        previous ? (options.contextKey?.(previous) ?? '') : '',
      ].join('|'),
  }) as MachinePath[]
}

function endsWith(path: MachinePath, transition: Transition): boolean {
  const last = path.steps[path.steps.length - 1]
  const before = path.steps[path.steps.length - 2]
  if (!last || !before || last.event.type !== transition.event) return false
  if (transition.source !== '' && !before.state.matches(transition.source)) return false
  // A transition without a target keeps the state; one with a target must arrive there.
  if (transition.target === null) return JSON.stringify(path.state.value) === JSON.stringify(before.state.value)
  // A target left at once cannot be matched; where it leads is the test's own business.
  if (transition.passesThrough) return true
  return path.state.matches(transition.target)
}

export function uncoveredTransitions(machine: AnyStateMachine, paths: MachinePath[]): Transition[] {
  return listTransitions(machine).filter((transition) => !paths.some((path) => endsWith(path, transition)))
}

/** Replays a generated path on a real actor of the (stubbed) machine and returns the actor. */
export function replay(machine: AnyStateMachine, path: MachinePath, input?: unknown) {
  const actor = createActor(machine, { input }).start()
  for (const step of path.steps.slice(1)) actor.send(step.event)
  return actor
}

export function describePath(path: MachinePath): string {
  return path.steps.map((step) => step.event.type).join(' → ')
}
