// Proof that the model run can fail: the site is built once with defects put in on purpose (by a
// build plugin here, so no sabotage exists in the source or the normal build), and the model run
// must fail on each path that meets a defect, with a message that says where and how to replay it.
// The defects sit in different machines' paths, so one build carries them all.
//   1. logout forgets to send the member home   → the session model, at the logout's answer
//   2. the deposit gate lets a member without a card through → the deposit gate model, at "no card"
// Run by `npm run test:model:proof` and by `npm test`; prints one line per defect and exits non-zero
// when a defect went unnoticed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { build, type Plugin } from 'vite'
import { browserModels } from '../tests/model/models'
import { boundedPlan } from '../tests/model/paths'

interface Defect {
  name: string
  file: string
  find: string
  replace: string
  machine: string
  /** The transition whose step must fail. */
  transition: string
  /** What the failure must say. */
  expect: RegExp
}

const defects: Defect[] = [
  {
    name: 'logout does not send the member home',
    file: 'src/app/createApp.ts',
    find: "navigateHome = () => void router.navigate({ to: '/' })",
    replace: 'navigateHome = () => {}',
    machine: 'session',
    transition: 'loggingOut —xstate.done.actor.logout→ loggedOut',
    expect: /xstate\.done\.actor\.logout from loggingOut should reach loggedOut[\s\S]*toHaveURL/,
  },
  {
    name: 'the deposit gate lets a member without a card through',
    file: 'src/routes/_default._member.member.deposit.tsx',
    find: "if (answer.matches('noCard') || answer.matches('unverified'))",
    replace: "if (answer.matches('unverified'))",
    machine: 'depositGate',
    transition: 'checking —xstate.done.actor.loadCards→ noCard [noCards]',
    expect: /xstate\.done\.actor\.loadCards from checking should reach noCard[\s\S]*withdrawal/,
  },
]

function sabotage(all: readonly Defect[]): Plugin {
  const applied = new Set<Defect>()
  return {
    name: 'model-proof-defects',
    enforce: 'pre',
    transform(code, id) {
      const here = all.filter((defect) => id.endsWith(defect.file))
      if (here.length === 0) return null
      let broken = code
      for (const defect of here) {
        if (!broken.includes(defect.find)) throw new Error(`${defect.file} no longer contains the line this proof breaks: ${defect.find}`)
        broken = broken.replace(defect.find, defect.replace)
        applied.add(defect)
      }
      return broken
    },
    buildEnd() {
      const missing = all.filter((defect) => !applied.has(defect))
      if (missing.length > 0) throw new Error(`${missing.map((d) => d.file).join(', ')} was not part of the build`)
    },
  }
}

mkdirSync('.test-results', { recursive: true })
const outDir = 'dist-proof'
rmSync(outDir, { recursive: true, force: true })
await build({ logLevel: 'warn', plugins: [sabotage(defects)], build: { outDir, emptyOutDir: true } })
const sw = spawnSync(process.execPath, ['scripts/build-sw.mjs'], { stdio: 'pipe', env: { ...process.env, DIST_DIR: outDir } })
if (sw.status !== 0) throw new Error(`the service worker step failed for ${outDir}: ${sw.stderr}`)

let unnoticed = 0
for (const [index, defect] of defects.entries()) {
  const model = browserModels.find((m) => m.name === defect.machine)!
  const path = boundedPlan(model).paths.find((p) => p.transitions.flat().includes(defect.transition))
  if (!path) throw new Error(`no bounded ${defect.machine} path takes ${defect.transition}`)
  const report = `.test-results/model-proof-${index + 1}.json`
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.model.config.ts'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      DIST_DIR: outDir,
      E2E_PORT: String(Number(process.env.E2E_PORT ?? 4330) + 10 + index),
      MODEL_MACHINE: defect.machine,
      MODEL_PATH: String(path.index),
      MODEL_RUN: 'bounded',
      // A planted defect fails every time: a retry would only double its path's time.
      MODEL_RETRIES: '0',
      MODEL_REPORT: `.test-results/model-proof-${index + 1}.md`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  })
  const messages = existsSync(report) ? readFileSync(report, 'utf8') : run.stdout
  const failedRightly = run.status !== 0 && defect.expect.test(messages.replace(/\\n/g, '\n'))
  const replay = `npm run test:model -- --machine ${defect.machine} --path ${path.index}`
  if (failedRightly && messages.includes(replay)) {
    console.log(`✓ defect "${defect.name}": the model run failed on ${defect.machine} path ${path.index} (${defect.transition}), saying how to replay it`)
  } else {
    unnoticed += 1
    console.log(`✘ defect "${defect.name}": the model run did not fail as it should (exit ${run.status}); see ${report}`)
  }
}
rmSync(outDir, { recursive: true, force: true })
// npm test counts each defect as one test.
writeFileSync('.test-results/model-proof.json', JSON.stringify({ passed: defects.length - unnoticed, failed: unnoticed }))
process.exit(unnoticed === 0 ? 0 : 1)
