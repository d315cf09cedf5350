// What a machine's browser model declares, next to nothing else: how each event the machine knows
// is caused in the real site (a member's action or a server condition), what each state means on
// the page, which call each waiting state is waiting on, and why a transition no one can cause is
// left out. The runner (model.spec.ts) replays the machine's own generated paths with it.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { Calls, Target } from './calls'

export const MEMBER_PASSWORD = 'Model1234!'
/** Every model member's name, which their bank cards must carry. */
export const MEMBER_NAME = 'Model Tester'

export interface Member {
  username: string
  password: string
  token: string
}

export interface ModelContext {
  page: Page
  context: BrowserContext
  request: APIRequestContext
  baseURL: string
  calls: Calls
  /** The path's own member, registered for it, so no path sees another's data. */
  member: Member
  /** The events of the path being replayed, for a setup that must arrange what comes first. */
  events: readonly AnyEventObject[]
}

interface Step {
  /** The step's place in the path (1 is the first event); `ctx.events[index]` is this event. */
  index: number
  event: AnyEventObject
  before: AnyMachineSnapshot
  after: AnyMachineSnapshot
}

/** One step of a generated path: its event and the state it was sent in. */
interface FeasibilityStep {
  event: AnyEventObject
  before: AnyMachineSnapshot
}

type Driver = (ctx: ModelContext, step: Step) => Promise<void>
type Check = (ctx: ModelContext, snapshot: AnyMachineSnapshot) => Promise<void>

export interface BrowserModel {
  name: string
  machine: AnyStateMachine
  inputs: unknown[]
  /** The events paths are generated from (payload variants included). */
  events: AnyEventObject[]
  /** Adds context to a state's identity where context decides which transition an event takes. */
  contextKey?: (snapshot: AnyMachineSnapshot) => string
  /** A waiting state → what its invocation fetches (a call, or a resource that depends on the state); the runner holds it while the path is there. */
  invokes: Record<string, Target | ((snapshot: AnyMachineSnapshot) => Target)>
  /** The browser the scenario runs in: a service worker (the PWA models) or a phone's user agent. */
  browser?: { serviceWorkers?: 'allow' | 'block'; userAgent?: string }
  /** Brings the page to the machine's initial state for this input. */
  setup: (ctx: ModelContext, input: unknown) => Promise<void>
  /** Event type → how it happens in the browser. */
  drivers: Record<string, Driver>
  /** State (dotted path) → what the page shows there: every state the model's paths enter needs one,
   *  and every atomic state needs one in some model of its machine. */
  checks: Record<string, Check>
  /** Transition label → why no member action or server condition can take it in the browser. */
  unreachable: Record<string, string>
  /** Events the page offers in a state (a header behind an open dialog cannot be clicked), with why; paths are generated with only these. */
  offers?: { reason: string; test: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean }
  /** Paths the real world cannot follow although the machine can (a member's cards never disappear), with why. */
  feasible?: { reason: string; test: (steps: readonly FeasibilityStep[]) => boolean }
  /** Bounded simple paths added to the shortest ones in a full run. */
  simplePaths?: { maxSteps: number; maxPaths: number }
}

/** A member of the path's own, registered through the API the site uses. */
export async function registerMember(request: APIRequestContext, prefix: string): Promise<Member> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`
  const response = await request.post('/api/Member/apply', {
    data: { username, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, realName: MEMBER_NAME, phone: '+84 90 555 1234', email: `${username}@example.com`, agreement: true },
  })
  expect(response.status(), await response.text()).toBe(200)
  return { username, password: MEMBER_PASSWORD, token: ((await response.json()) as { token: string }).token }
}

export function memberHeaders(member: Member): Record<string, string> {
  return { Authorization: member.token }
}
