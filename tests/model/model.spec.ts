// Replays each browser model's generated paths in Chromium against the real server: every event is
// caused the way a member or the server would cause it, and after every step the page is checked
// against what the machine's state means. MODEL_MACHINE, MODEL_PATH and MODEL_RUN (bounded | full)
// choose what runs; scripts/test-model.mjs sets them from its command line.
import { expect, test } from '@playwright/test'
import { restoreOriginalBuild } from '../e2e/builds'
import { markNewsSeen } from '../e2e/helpers'
import { registerMember, type BrowserModel, type ModelContext } from './browserModel'
import { Calls } from './calls'
import { browserModels } from './models'
import { boundedPlan, describeSteps, fullPlan, machineModels, type PlannedPath } from './paths'
import { activeStates, delayedTargets, enteredStates, leafStates, stateKey } from './transitions'

const chosenMachines = process.env.MODEL_MACHINE ? process.env.MODEL_MACHINE.split(',') : null
const chosenPath = process.env.MODEL_PATH === undefined || process.env.MODEL_PATH === '' ? null : Number(process.env.MODEL_PATH)
const fullRun = process.env.MODEL_RUN === 'full'

export interface PathProgress {
  machine: string
  index: number
  /** Transition labels taken by the steps that passed their checks. */
  reached: string[]
  /** States whose checks passed. */
  states: string[]
  failedAtStep: number | null
}

function replayCommand(model: BrowserModel, planned: PlannedPath) {
  return `npm run test:model -- --machine ${model.name} --path ${planned.index}${fullRun ? ' --full' : ''}`
}

async function checkState(model: BrowserModel, ctx: ModelContext, snapshot: PlannedPath['path']['state']) {
  for (const state of activeStates(snapshot)) {
    const check = model.checks[state]
    if (check) await check(ctx, snapshot)
  }
}

async function replayPath(model: BrowserModel, planned: PlannedPath, ctx: ModelContext, progress: PathProgress) {
  const { steps } = planned.path
  const waiting = (snapshot: PlannedPath['path']['state'], states = activeStates(snapshot)) =>
    states.flatMap((state) => {
      const target = model.invokes[state]
      return target === undefined ? [] : [typeof target === 'function' ? target(snapshot) : target]
    })
  for (const [index, step] of steps.entries()) {
    const before = index === 0 ? null : steps[index - 1]!.state
    const waitsOn = waiting(step.state)
    const entered = before === null ? waitsOn : waiting(step.state, enteredStates(before, step.event, step.state))
    try {
      for (const call of entered) if (!ctx.calls.isHeld(call)) await ctx.calls.hold(call)
      if (before === null) await model.setup(ctx, planned.input)
      else {
        const driver = model.drivers[step.event.type]
        if (!driver) throw new Error(`the model has no driver for ${step.event.type}`)
        await driver(ctx, { index, event: step.event, before, after: step.state })
      }
      for (const call of waitsOn) await ctx.calls.arrived(call)
      await checkState(model, ctx, step.state)
      // What a timer of this state will ask for by itself is held already, so the next step sees it.
      const upcoming = waiting(step.state, delayedTargets(step.state))
      for (const call of upcoming) await ctx.calls.hold(call)
      await ctx.calls.passAllBut([...waitsOn, ...upcoming])
    } catch (error) {
      progress.failedAtStep = index
      const where =
        index === 0
          ? `at the start (${stateKey(step.state)})`
          : `at step ${index} of ${steps.length - 1}: ${step.event.type} from ${stateKey(before!)} should reach ${stateKey(step.state)}`
      const cause = error instanceof Error ? error.message : String(error)
      throw new Error(
        `${model.name} path ${planned.index} failed ${where}\n  events: ${describeSteps(planned.path)}\n  replay: ${replayCommand(model, planned)}\n  cause: ${cause}`,
      )
    }
    progress.reached.push(...planned.transitions[index]!)
    progress.states.push(...activeStates(step.state))
  }
}

// The PWA model deploys new versions over the served build; the next run gets the first one back.
test.afterAll(() => restoreOriginalBuild())

const chosen = browserModels.filter((m) => !chosenMachines || chosenMachines.some((name) => m.name === name || m.name.startsWith(`${name}.`)))

for (const [machine, models] of machineModels(chosen)) {
  test(`${machine}: its models check every state and take or explain every transition`, () => {
    for (const model of models) {
      const entered = new Set(fullPlan(model).paths.flatMap((p) => p.path.steps.flatMap((step) => activeStates(step.state))))
      const unchecked = leafStates(model.machine).filter((state) => entered.has(state) && !model.checks[state])
      expect(unchecked, `${model.name}: states its paths enter without a check`).toEqual([])
      const stale = Object.keys(model.unreachable).filter((label) => !fullPlan(model).all.includes(label))
      expect(stale, `${model.name}: reasons given for transitions the machine does not have`).toEqual([])
    }
    const unchecked = leafStates(models[0]!.machine).filter((state) => !models.some((model) => model.checks[state]))
    expect(unchecked, 'states no model checks').toEqual([])
    const generated = new Set(models.flatMap((model) => [...fullPlan(model).generated]))
    const explained = new Set(models.flatMap((model) => Object.keys(model.unreachable)))
    const unexplained = fullPlan(models[0]!).all.filter((label) => !generated.has(label) && !explained.has(label))
    expect(unexplained, 'transitions no generated path takes and no reason explains').toEqual([])
  })
}

for (const model of chosen) {
  const plan = fullRun ? fullPlan(model) : boundedPlan(model)
  test.describe(model.name, () => {
    // A service worker would answer from its cache what the model holds at the network.
    test.use({ serviceWorkers: model.browser?.serviceWorkers ?? 'block', ...(model.browser?.userAgent ? { userAgent: model.browser.userAgent } : {}) })

    for (const planned of plan.paths.filter((p) => chosenPath === null || p.index === chosenPath)) {
      test(`path ${planned.index}: ${describeSteps(planned.path)}`, async ({ page, context, request, baseURL }, testInfo) => {
        await markNewsSeen(context, baseURL!)
        const ctx: ModelContext = {
          page, context, request, baseURL: baseURL!,
          calls: new Calls(context),
          member: await registerMember(request, model.name.replace(/[^a-z]/gi, '').slice(0, 4).toLowerCase()),
          events: planned.path.steps.map((step) => step.event),
        }
        const progress: PathProgress = { machine: model.name, index: planned.index, reached: [], states: [], failedAtStep: null }
        try {
          await replayPath(model, planned, ctx, progress)
        } finally {
          await testInfo.attach('model-progress', { body: JSON.stringify(progress), contentType: 'application/json' })
        }
      })
    }
  })
}
