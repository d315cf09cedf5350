// `node scripts/test-firefox.mjs`: a few journeys of the site in Firefox (tests/firefox/journeys.ts),
// driven over WebDriver BiDi by puppeteer-core, against the built site and the real server on a fresh
// database. Playwright's own Firefox cannot be downloaded everywhere; this uses the system's
// (FIREFOX_PATH, else firefox-esr or firefox on the PATH).
//   --no-build           use the dist/ already built
//   --journey <text>     only the journeys whose name contains the text
// Counts go to .test-results/firefox.json. Without a Firefox the run is skipped with the reason, and
// fails under CI (CI=true), where .ci/run installs one.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { isExecutable, onPath } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    journey: { type: 'string' },
  },
})

function findFirefox() {
  const chosen = process.env.FIREFOX_PATH
  if (chosen && isExecutable(chosen)) return chosen
  return onPath('firefox-esr') ?? onPath('firefox')
}

const firefox = findFirefox()
if (!firefox) {
  const ci = process.env.CI === 'true'
  console.log(`No Firefox (FIREFOX_PATH, firefox-esr or firefox on the PATH): the Firefox run ${ci ? 'fails (CI)' : 'is skipped'}. Install one with \`apt-get install -y firefox-esr\`.`)
  mkdirSync('.test-results', { recursive: true })
  writeFileSync('.test-results/firefox.json', `${JSON.stringify({ passed: 0, failed: ci ? 1 : 0, skipped: ci ? 0 : 1, journeys: [] })}\n`)
  process.exit(ci ? 1 : 0)
}

if (!values['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/firefox/run.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FIREFOX_PATH: firefox, FIREFOX_JOURNEY: values.journey ?? '' },
})
process.exit(run.status ?? 1)
