// The server conditions a path needs, made at the network between the page and the real server:
// a call the machine is waiting on is held until the path says how it ends (the server's own
// answer, the connection lost, a status), so a pending state can be seen and checked.
import type { BrowserContext, Route } from '@playwright/test'
import { contract, type CallName } from '../../src/shared/contract'
import { withoutFirstAnswers } from '../e2e/firstAnswers'

export type Answer =
  /** The real server answers. */
  | 'server'
  /** The connection drops before an answer: the client sees a network error. */
  | 'unreachable'
  /** The server applies the request, then the connection drops: the answer is lost. */
  | 'lost'
  | { status: number; body: { errorMessage: string; errorValues: Record<string, unknown> } }

/** Something the page fetches that is not a call of the contract (a script chunk). */
export interface Resource {
  name: string
  matches: (url: URL) => boolean
}

/** A call of the contract, by name, or another resource. */
export type Target = CallName | Resource

const keyOf = (target: Target) => (typeof target === 'string' ? target : target.name)

interface CallControl {
  held: Route[]
  arrived: number
  answer: Answer | 'hold'
  /** The answer stands past the step, until the resource is held again (a file that stays broken). */
  sticky: boolean
}

function matcher(target: Target) {
  if (typeof target !== 'string') return target.matches
  const path = `/api${contract[target].path}`
  return (url: URL) => url.pathname === path
}

function describeTarget(target: Target) {
  return typeof target === 'string' ? `${target} (${contract[target].path})` : target.name
}

async function settle(route: Route, answer: Answer) {
  if (answer === 'server') return route.continue()
  if (answer === 'unreachable') return route.abort('connectionrefused')
  if (answer === 'lost') {
    await route.fetch()
    return route.abort('connectionreset')
  }
  return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
}

export class Calls {
  private readonly controls = new Map<string, CallControl>()
  /** Calls held at some point: a page sent since holds no first answer of theirs. */
  private readonly keptOutOfPages = new Set<string>()
  private pagesRouted = false

  constructor(private readonly context: BrowserContext) {}

  /** A held call must reach the network, as it does when the service worker serves the page: its
   *  first answer is taken out of every page sent from now on (tests/e2e/firstAnswers.ts). */
  private async keepOutOfPages(name: string) {
    this.keptOutOfPages.add(name)
    if (this.pagesRouted) return
    this.pagesRouted = true
    await withoutFirstAnswers(this.context, (given) => this.keptOutOfPages.has(given))
  }

  /** From now on, requests of this call wait for `answer()`. */
  async hold(target: Target) {
    if (typeof target === 'string') await this.keepOutOfPages(target)
    const existing = this.controls.get(keyOf(target))
    if (existing) {
      existing.answer = 'hold'
      existing.sticky = false
      return
    }
    const control: CallControl = { held: [], arrived: 0, answer: 'hold', sticky: false }
    this.controls.set(keyOf(target), control)
    await this.context.route(matcher(target), async (route) => {
      control.arrived += 1
      if (control.answer === 'hold') control.held.push(route)
      else await settle(route, control.answer)
    })
  }

  /** Resolves once a held request of this call has arrived (the page really is waiting on it). */
  async arrived(target: Target, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs
    while ((this.controls.get(keyOf(target))?.held.length ?? 0) === 0) {
      if (Date.now() > deadline) throw new Error(`the page never asked for ${describeTarget(target)}, which this state waits on`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Ends the held requests (and any retry of them in this step, or later ones too when `sticky`) the way `how` says. */
  async answer(target: Target, how: Answer, sticky = false) {
    const control = this.controls.get(keyOf(target))
    if (!control) throw new Error(`${describeTarget(target)} is not held`)
    control.answer = how
    control.sticky = sticky
    const held = control.held.splice(0)
    await Promise.all(held.map((route) => settle(route, how)))
  }

  isHeld(target: Target): boolean {
    return this.controls.get(keyOf(target))?.answer === 'hold'
  }

  /** Every call not held for a waiting state goes straight to the server again. */
  async passAllBut(keep: readonly Target[]) {
    const kept = new Set(keep.map(keyOf))
    for (const [name, control] of this.controls) {
      if (kept.has(name) || control.sticky) continue
      const held = control.held.splice(0)
      control.answer = 'server'
      await Promise.all(held.map((route) => settle(route, 'server')))
    }
  }
}
