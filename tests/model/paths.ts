// The paths a model run replays, generated from the machine itself: the shortest path to every
// (state, event, previous state) — so each transition ends at least one — plus, in a full run,
// simple paths (no state twice) of at most `maxSteps` events, at most `maxPaths` of them. A bounded
// run (the one `npm test` makes) takes the fewest shortest paths that still take every transition.
// Indices are those of the full run, so a path keeps its number in both.
import { getSimplePaths } from 'xstate/graph'
import type { AnyEventObject } from 'xstate'
import { describePath, transitionPaths, type MachinePath } from '../../src/machines/testing/transitionPaths'
import type { BrowserModel } from './browserModel'
import { machineTransitions, pathTransitions } from './transitions'

export const DEFAULT_SIMPLE_PATHS = { maxSteps: 6, maxPaths: 12 }

export interface PlannedPath {
  index: number
  input: unknown
  path: MachinePath
  /** Labels of the transitions each step takes (step 0, the start, takes none). */
  transitions: string[][]
  kind: 'shortest' | 'simple'
}

export interface Plan {
  paths: PlannedPath[]
  /** Every transition of the machine, by label. */
  all: string[]
  /** Transitions some generated path takes. */
  generated: Set<string>
}

const plans = new Map<string, Plan>()

function inputKey(input: unknown) {
  return JSON.stringify(input)
}

export function fullPlan(model: BrowserModel): Plan {
  const cached = plans.get(model.name)
  if (cached) return cached
  const { machine, events, contextKey } = model
  const shortest = model.inputs.flatMap((input) =>
    transitionPaths(machine, { events, input, contextKey, offers: model.offers?.test }).map((path) => ({ input, path, kind: 'shortest' as const })),
  )
  const bound = model.simplePaths ?? DEFAULT_SIMPLE_PATHS
  const seen = new Set(shortest.map(({ input, path }) => `${inputKey(input)}|${describePath(path)}`))
  const simple = model.inputs
    .flatMap((input) =>
      getSimplePaths(machine, {
        input,
        events,
        filterEvents: (snapshot, event) => snapshot.can(event) && (model.offers?.test(snapshot, event) ?? true),
        serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${contextKey?.(snapshot) ?? ''}`,
      }).map((path) => ({ input, path: path as MachinePath, kind: 'simple' as const })),
    )
    .filter(({ path }) => path.steps.length - 1 <= bound.maxSteps && path.steps.length > 2)
    .filter(({ input, path }) => !seen.has(`${inputKey(input)}|${describePath(path)}`))
    .sort((a, b) => b.path.steps.length - a.path.steps.length || describePath(a.path).localeCompare(describePath(b.path)))
    .slice(0, bound.maxPaths)
  // A path through a transition no one can cause in the browser cannot be replayed there.
  const paths = [...shortest, ...simple]
    .map((planned) => ({ ...planned, transitions: pathTransitions(machine, planned.path) }))
    .filter((planned) => !planned.transitions.flat().some((label) => label in model.unreachable))
    .filter((planned) => model.feasible?.test(planned.path.steps.slice(1).map((step, i) => ({ event: step.event, before: planned.path.steps[i]!.state }))) ?? true)
    .map((planned, index) => ({ ...planned, index }))
  const plan: Plan = {
    paths,
    all: [...new Set([...machineTransitions(machine).values()].map((t) => t.label))],
    generated: new Set(paths.flatMap((p) => p.transitions.flat())),
  }
  plans.set(model.name, plan)
  return plan
}

/** The fewest shortest paths that between them take every generated transition (greedy cover). */
export function boundedPlan(model: BrowserModel): Plan {
  const full = fullPlan(model)
  const candidates = full.paths.filter((p) => p.kind === 'shortest')
  const uncovered = new Set(full.generated)
  const chosen: PlannedPath[] = []
  while (uncovered.size > 0) {
    let best: PlannedPath | null = null
    let bestGain = 0
    for (const candidate of candidates) {
      const gain = new Set(candidate.transitions.flat().filter((label) => uncovered.has(label))).size
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) break
    chosen.push(best)
    for (const label of best.transitions.flat()) uncovered.delete(label)
  }
  return { ...full, paths: chosen.sort((a, b) => a.index - b.index) }
}

/** The models of each machine (a machine may be driven in several scenarios), by machine id, in order. */
export function machineModels(models: readonly BrowserModel[]): Map<string, BrowserModel[]> {
  const byMachine = new Map<string, BrowserModel[]>()
  for (const model of models) byMachine.set(model.machine.id, [...(byMachine.get(model.machine.id) ?? []), model])
  return byMachine
}

function describeEvent(event: AnyEventObject): string {
  if (typeof event.name === 'string') return `${event.type}(${event.name})`
  if (event.error instanceof Error) return `${event.type}(${event.error.message})`
  if (Array.isArray(event.output)) return `${event.type}(${JSON.stringify(event.output)})`
  return event.type
}

/** The path's events, with what tells their variants apart (a dialog's name, an error, an answer). */
export function describeSteps(path: MachinePath): string {
  return path.steps.map((step) => describeEvent(step.event)).join(' → ')
}
