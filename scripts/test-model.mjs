// `npm run test:model`: the machines' generated paths replayed in Chromium against the real server.
//   --full             shortest plus bounded simple paths (default: the fewest paths taking every transition)
//   --machine <name>   one machine (session, dialogs, depositGate, language, flow, pwa) or one scenario (flow.points, pwa.worker, …)
//   --path <n>         one path of it, as numbered in the report
//   --no-build         use the dist/ already built
// The report goes to .test-results/model-report.md.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { INSTALL_COMMAND, ensureChromium } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    machine: { type: 'string' },
    path: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
if (values.path !== undefined && !values.machine) {
  console.error('--path needs --machine: path numbers are per machine.')
  process.exit(2)
}
const browser = ensureChromium()
if (!browser) {
  console.error(`No Chromium for the model run: run \`${INSTALL_COMMAND}\` (or \`apt-get install -y chromium\`).`)
  process.exit(1)
}
const env = {
  ...process.env,
  CHROMIUM_PATH: browser,
  MODEL_RUN: values.full ? 'full' : 'bounded',
  MODEL_MACHINE: values.machine ?? '',
  MODEL_PATH: values.path ?? '',
}
if (!values['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.model.config.ts'], { stdio: 'inherit', env })
process.exit(run.status ?? 1)
