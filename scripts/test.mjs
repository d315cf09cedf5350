// `npm test`: every suite — unit and generated path tests, the server's tests (PGlite, and
// PostgreSQL when reachable), then a fresh build, the browser tests against the real server, the
// machines' generated paths replayed in the browser (the bounded run: every transition at least
// once) and the proof that a defect put in on purpose fails that run — and one closing line that
// sums them all. Without a browser it stops first, with what to run.
import { spawnSync } from 'node:child_process'
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

function run(command, args, suite) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1
  timings.push({ suite, minutes: (Date.now() - started) / 60_000 })
  return status
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

const totals = { passed: 0, failed: 0, skipped: 0 }
let broken = false

/** Adds a Playwright run's JSON report to the totals; a run that failed without a failing test is broken. */
function countPlaywright(status, reportPath) {
  const report = readJson(reportPath)
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky
    totals.failed += report.stats.unexpected
    totals.skipped += report.stats.skipped
  }
  if (!report || (status !== 0 && report.stats.unexpected === 0)) broken = true
}

const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest.json`], 'unit, path and server tests (vitest)')
const vitest = readJson(`${results}/vitest.json`)
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) broken = true

const buildStatus = run('npm', ['run', 'build'], 'build')
if (buildStatus !== 0) {
  broken = true
} else {
  countPlaywright(run('npx', ['playwright', 'test'], 'browser tests (Playwright, Chromium)'), `${results}/playwright.json`)
  countPlaywright(run('node', ['scripts/test-model.mjs', '--no-build'], 'model run (generated paths in Chromium)'), `${results}/model.json`)

  const proofStatus = run('node', ['--import', 'tsx', 'scripts/model-proof.ts'], 'model proof (planted defects)')
  const proof = readJson(`${results}/model-proof.json`)
  if (proof) {
    totals.passed += proof.passed
    totals.failed += proof.failed
  }
  if (!proof || (proofStatus !== 0 && proof.failed === 0)) broken = true

  // A few journeys in Firefox, on the same build (scripts/test-firefox.mjs).
  const firefoxStatus = run('node', ['scripts/test-firefox.mjs', '--no-build'], 'Firefox journeys')
  const firefox = readJson(`${results}/firefox.json`)
  if (firefox) {
    totals.passed += firefox.passed
    totals.failed += firefox.failed
    totals.skipped += firefox.skipped
  }
  if (!firefox || (firefoxStatus !== 0 && firefox.failed === 0)) broken = true
}

console.log('\nMinutes per suite:')
for (const { suite, minutes } of timings) console.log(`  ${minutes.toFixed(1).padStart(5)}  ${suite}`)
console.log(`  ${timings.reduce((sum, t) => sum + t.minutes, 0).toFixed(1).padStart(5)}  in all`)

if (broken) console.log('\nA suite did not run to the end (see its output above); it counts as failed.')
const failed = totals.failed + (broken ? 1 : 0)
console.log(`\n${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
