// `npm test`: every suite — the type check (tsc over the site, the server, the tests and the service
// worker), unit and generated path tests, the server's tests (PGlite, and PostgreSQL when reachable),
// then a fresh build, the browser tests against the real server, the machines' generated paths
// replayed in the browser (the bounded run: every transition at least once) beside the proof that a
// defect put in on purpose fails that run and the Firefox journeys — and one closing line that sums
// them all. Without a browser it stops first, with what to run.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { INSTALL_COMMAND, ensureChromium } from './chromium.mjs'

const browser = ensureChromium()
if (!browser) {
  console.error(`No Chromium for the browser tests (CHROMIUM_PATH, chromium on the PATH, Playwright's own) and none could be downloaded: run \`${INSTALL_COMMAND}\` (or \`apt-get install -y chromium\`), then npm test again.`)
  process.exit(1)
}
// The browser tests use the one found here, Playwright's own included.
process.env.CHROMIUM_PATH = browser

const results = '.test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** Each suite's name and minutes, printed at the end. */
const timings = []
const startedAt = Date.now()

function run(command, args, suite) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1
  timings.push({ suite, minutes: (Date.now() - started) / 60_000 })
  return status
}

/**
 * `run` for suites that run at the same time, without blocking each other: one prints as it goes,
 * the others (`kept`) keep their output and print it in one piece once their turn comes.
 */
function runAlongside(command, args, suite, { kept = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const heading = `\n$ ${command} ${args.join(' ')}\n`
    const output = []
    if (!kept) process.stdout.write(heading)
    const child = spawn(command, args, { stdio: kept ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env })
    if (kept) {
      output.push(Buffer.from(heading))
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
    }
    child.on('close', (code) => {
      timings.push({ suite, minutes: (Date.now() - started) / 60_000 })
      resolve({ status: code ?? 1, output: Buffer.concat(output) })
    })
  })
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

const totals = { passed: 0, failed: 0, skipped: 0 }
let broken = false
/** Tests that failed, or passed only on their retry, by name: printed again beside the closing line,
 *  since the start of a long run's output is often all that is lost. */
const named = { failed: [], flaky: [] }

/** Each test of a Playwright JSON report with its outcome ('expected', 'unexpected', 'flaky', 'skipped'). */
function* playwrightTests(suite, path = []) {
  for (const child of suite.suites ?? []) yield* playwrightTests(child, [...path, child.title])
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { title: [...path, spec.title].filter(Boolean).join(' › '), status: test.status }
}

/** Adds a Playwright run's JSON report to the totals; a run that failed without a failing test is broken. */
function countPlaywright(status, reportPath) {
  const report = readJson(reportPath)
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky
    totals.failed += report.stats.unexpected
    totals.skipped += report.stats.skipped
    for (const { title, status: outcome } of playwrightTests(report)) {
      if (outcome === 'unexpected') named.failed.push(title)
      if (outcome === 'flaky') named.flaky.push(title)
    }
  }
  if (!report || (status !== 0 && report.stats.unexpected === 0)) broken = true
}

// Vitest and the browser run TypeScript without checking its types: a type error passed every other suite.
if (run('npm', ['run', 'typecheck'], 'type check (tsc)') === 0) totals.passed += 1
else {
  totals.failed += 1
  named.failed.push('npm run typecheck')
}

const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest.json`], 'unit, path and server tests (vitest)')
const vitest = readJson(`${results}/vitest.json`)
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') named.failed.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`)
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) broken = true

const buildStatus = run('npm', ['run', 'build'], 'build')
if (buildStatus !== 0) {
  broken = true
} else {
  countPlaywright(run('npx', ['playwright', 'test'], 'browser tests (Playwright, Chromium)'), `${results}/playwright.json`)
  // The model run drives one browser; the planted-defect proof and the Firefox journeys (their own
  // ports and builds) run beside it on the second core, their output printed once the model run's is.
  const beside = (async () => [
    await runAlongside('node', ['--import', 'tsx', 'scripts/model-proof.ts'], 'model proof (planted defects), beside the model run', { kept: true }),
    await runAlongside('node', ['scripts/test-firefox.mjs', '--no-build'], 'Firefox journeys, beside the model run', { kept: true }),
  ])()
  const modelRun = await runAlongside('node', ['scripts/test-model.mjs', '--no-build'], 'model run (generated paths in Chromium)')
  countPlaywright(modelRun.status, `${results}/model.json`)
  const [proofRun, firefoxRun] = await beside
  process.stdout.write(proofRun.output)
  process.stdout.write(firefoxRun.output)

  const proof = readJson(`${results}/model-proof.json`)
  if (proof) {
    totals.passed += proof.passed
    totals.failed += proof.failed
  }
  if (!proof || (proofRun.status !== 0 && proof.failed === 0)) broken = true

  // A few journeys in Firefox, on the same build (scripts/test-firefox.mjs).
  const firefox = readJson(`${results}/firefox.json`)
  if (firefox) {
    totals.passed += firefox.passed
    totals.failed += firefox.failed
    totals.skipped += firefox.skipped
  }
  if (!firefox || (firefoxRun.status !== 0 && firefox.failed === 0)) broken = true
}

console.log('\nMinutes per suite:')
for (const { suite, minutes } of timings) console.log(`  ${minutes.toFixed(1).padStart(5)}  ${suite}`)
console.log(`  ${((Date.now() - startedAt) / 60_000).toFixed(1).padStart(5)}  in all, by the clock`)

for (const [outcome, titles] of Object.entries(named)) {
  if (titles.length === 0) continue
  console.log(`\n${outcome === 'failed' ? 'Failed' : 'Passed only when run again (flaky)'}:`)
  for (const title of titles) console.log(`  ${title}`)
}
if (broken) console.log('\nA suite did not run to the end (see its output above); it counts as failed.')
const failed = totals.failed + (broken ? 1 : 0)
console.log(`\n${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
