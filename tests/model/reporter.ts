// The model run's report: per machine, the transitions the browser reached out of all of them, the
// ones no one can cause (with the reason), the states visited, the paths run, and for each failure
// its events and the command that replays it alone. Written to .test-results/model-report.md and
// summarised on the console.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { browserModels } from './models'
import { boundedPlan, fullPlan, machineModels, DEFAULT_SIMPLE_PATHS } from './paths'
import { leafStates } from './transitions'
import type { PathProgress } from './model.spec'

interface Outcome {
  progress: PathProgress
  passed: boolean
  error: string
  /** Why an earlier attempt of the same path failed, when it was retried. */
  earlierError: string | null
}

const plainError = (message: string) => message.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 3000)

export default class ModelReporter implements Reporter {
  /** Each path's last attempt, by test: under CI a failed path runs once more (playwright.model.config.ts). */
  private readonly lastAttempts = new Map<string, Outcome>()
  private readonly started = Date.now()

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find((a) => a.name === 'model-progress')
    if (!attachment?.body) return
    const earlier = this.lastAttempts.get(test.id)
    this.lastAttempts.set(test.id, {
      progress: JSON.parse(attachment.body.toString()) as PathProgress,
      passed: result.status === test.expectedStatus,
      error: result.errors.map((e) => e.message ?? '').join('\n'),
      earlierError: earlier && !earlier.passed ? earlier.error : null,
    })
  }

  onEnd(result: FullResult) {
    const full = process.env.MODEL_RUN === 'full'
    const chosen = process.env.MODEL_MACHINE ? process.env.MODEL_MACHINE.split(',') : null
    const models = browserModels.filter((m) => !chosen || chosen.some((name) => m.name === name || m.name.startsWith(`${name}.`)))
    const minutes = ((Date.now() - this.started) / 60_000).toFixed(1)
    const lines = [
      `# Model-based QA in the browser: ${full ? 'full run' : 'bounded run (every transition at least once)'}`,
      '',
      `Run ${new Date().toISOString()}, ${minutes} min, result: ${result.status}. Paths: the shortest path to every`,
      `(state, event, previous state)${full ? `, plus simple paths of at most ${DEFAULT_SIMPLE_PATHS.maxSteps} events (at most ${DEFAULT_SIMPLE_PATHS.maxPaths} per machine unless the model says otherwise)` : ', the fewest of them that take every transition'}.`,
      '',
      '| machine | transitions reached | unreachable (reason below) | states visited | paths passed |',
      '|---|---|---|---|---|',
    ]
    const details: string[] = []
    const summary: string[] = []
    for (const [machine, group] of machineModels(models)) {
      const all = fullPlan(group[0]!).all
      const generated = new Set(group.flatMap((model) => [...fullPlan(model).generated]))
      const reasons = new Map<string, string>()
      for (const model of group) {
        for (const [label, reason] of Object.entries(model.unreachable)) if (!generated.has(label)) reasons.set(label, reason)
      }
      const reachable = all.filter((label) => !reasons.has(label))
      const names = new Set(group.map((model) => model.name))
      const outcomes = [...this.lastAttempts.values()].filter((o) => names.has(o.progress.machine))
      const reached = new Set(outcomes.flatMap((o) => o.progress.reached))
      const states = leafStates(group[0]!.machine)
      const visited = new Set(outcomes.flatMap((o) => o.progress.states))
      const passed = outcomes.filter((o) => o.passed).length
      const reachedCount = reachable.filter((l) => reached.has(l)).length
      const visitedCount = states.filter((s) => visited.has(s)).length
      lines.push(`| ${machine} | ${reachedCount} / ${reachable.length} | ${reasons.size} | ${visitedCount} / ${states.length} | ${passed} / ${outcomes.length} |`)
      summary.push(`${machine}: transitions ${reachedCount}/${reachable.length} reached (${reasons.size} unreachable), states ${visitedCount}/${states.length}, paths ${passed}/${outcomes.length} passed`)
      details.push('', `## ${machine}`, '')
      for (const model of group) {
        const plan = full ? fullPlan(model) : boundedPlan(model)
        details.push(`- Scenario \`${model.name}\`: ${plan.paths.length} paths planned.`)
        if (model.offers) details.push(`  Events are sent only where the page offers them: ${model.offers.reason}.`)
        if (model.feasible) details.push(`  Paths left out: ${model.feasible.reason}.`)
      }
      details.push('')
      const missed = reachable.filter((l) => !reached.has(l))
      details.push(missed.length ? `Not reached in this run:\n${missed.map((l) => `- \`${l}\``).join('\n')}` : 'Every reachable transition was reached.')
      if (reasons.size) {
        details.push('', 'Unreachable in the browser:')
        for (const [label, reason] of reasons) details.push(`- \`${label}\`: ${reason}`)
      }
      for (const failure of outcomes.filter((o) => !o.passed)) {
        details.push('', `### Failed: ${failure.progress.machine} path ${failure.progress.index}`, '', '```', plainError(failure.error), '```')
      }
      for (const flaky of outcomes.filter((o) => o.passed && o.earlierError !== null)) {
        details.push('', `### Passed on its retry: ${flaky.progress.machine} path ${flaky.progress.index}`, '', 'The first attempt failed:', '', '```', plainError(flaky.earlierError!), '```')
      }
    }
    const file = process.env.MODEL_REPORT ?? '.test-results/model-report.md'
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, [...lines, ...details, ''].join('\n'))
    console.log(`\nModel coverage (${minutes} min; report: ${file})\n${summary.map((s) => `  ${s}`).join('\n')}`)
  }
}
