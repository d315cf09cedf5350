// Runs the Firefox journeys (started by scripts/test-firefox.mjs, which finds Firefox and builds the
// site): one server on a fresh database, one Firefox, a browser context per journey. Besides what
// each journey asserts, a journey fails on any Content-Security-Policy violation its pages report
// and on any GET answered 404 (something asked for that does not exist). Writes the counts to
// .test-results/firefox.json.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { journeys, type Journey } from './journeys'
import { markNewsSeen } from './page'

const firefox = process.env.FIREFOX_PATH
if (!firefox) throw new Error('FIREFOX_PATH names no Firefox: run scripts/test-firefox.mjs')
const port = Number(process.env.E2E_PORT ?? 4350)
const baseURL = `http://127.0.0.1:${port}`
const JOURNEY_TIMEOUT_MS = 60_000
const RESULTS = '.test-results/firefox.json'
const CSP_MARK = '[firefox-run] policy violation:'

interface Outcome {
  name: string
  status: 'passed' | 'failed'
  seconds: number
  error?: string
}

const answers = () =>
  fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  )

/** Polls the server's health until it answers; fails when the server stops first. */
async function serverUp(server: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}) before answering`)
    if (await answers()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer on ${baseURL} within 120 s`)
}

/** What the page reports that no journey may cause: policy violations, and GETs answered 404. */
async function watch(page: Page, journey: Journey) {
  const problems: string[] = []
  // tsx keeps function names by wrapping them in __name(), which the page does not have: functions
  // sent into the page get a stand-in.
  await page.evaluateOnNewDocument('globalThis.__name = (target) => target')
  if (!journey.serviceWorker) await page.evaluateOnNewDocument(() => void delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker)
  await page.evaluateOnNewDocument((mark: string) => {
    window.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`${mark} ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    )
  }, CSP_MARK)
  page.on('console', (message) => {
    if (message.text().startsWith(CSP_MARK)) problems.push(message.text().slice(CSP_MARK.length + 1))
  })
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().method() === 'GET') problems.push(`404 for ${response.url()}`)
  })
  return problems
}

/** The page a journey failed on, in a line: its address, heading and open dialogs. */
async function whereItWas(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].map((dialog) => `"${text(dialog)}"`)
      return `heading "${text(document.querySelector('h1'))}"${dialogs.length > 0 ? `, dialogs ${dialogs.join(', ')}` : ''}`
    })
    .catch(() => 'its content unreadable')
  return `(the page was ${page.url()}, ${shown})`
}

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error))

async function runJourney(browser: Browser, journey: Journey): Promise<Outcome> {
  const started = Date.now()
  const context = await browser.createBrowserContext()
  let timer: NodeJS.Timeout | undefined
  try {
    await markNewsSeen(context, baseURL)
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const problems = await watch(page, journey)
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish within ${JOURNEY_TIMEOUT_MS / 1000} s`)), JOURNEY_TIMEOUT_MS)
    })
    const failure = await Promise.race([journey.run({ page, context, baseURL }), timeout]).then(
      () => null,
      async (error: unknown) => `${describeError(error)}\n${await whereItWas(page)}`,
    )
    const reported = problems.length > 0 ? `the pages reported:\n  ${problems.join('\n  ')}` : null
    const error = [failure, reported].filter((part) => part !== null).join('\n')
    return { name: journey.name, status: error ? 'failed' : 'passed', seconds: (Date.now() - started) / 1000, ...(error ? { error } : {}) }
  } catch (error) {
    return { name: journey.name, status: 'failed', seconds: (Date.now() - started) / 1000, error: describeError(error) }
  } finally {
    clearTimeout(timer)
    await context.close().catch(() => {})
  }
}

const started = Date.now()
rmSync(RESULTS, { force: true })
// Another server there would be tested in place of this build.
if (await answers()) throw new Error(`Something already answers on ${baseURL}: stop it, or set E2E_PORT to a free port`)
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const outcomes: Outcome[] = []
try {
  // Firefox starts while the server migrates and seeds its database.
  // The size of Playwright's desktop device: the header shows its controls (a phone's keeps them in the menu).
  const launched = puppeteer.launch({ browser: 'firefox', executablePath: firefox, headless: true, defaultViewport: { width: 1280, height: 720 } })
  const up = await serverUp(server).then(
    () => null,
    (error: unknown) => error,
  )
  const browser = await launched
  try {
    if (up) throw up
    console.log(`Firefox ${await browser.version()} against ${baseURL}`)
    for (const journey of journeys.filter((j) => j.name.includes(process.env.FIREFOX_JOURNEY ?? ''))) {
      const outcome = await runJourney(browser, journey)
      outcomes.push(outcome)
      console.log(`  ${outcome.status === 'passed' ? '✓' : '✘'} ${journey.name} (${outcome.seconds.toFixed(1)}s)`)
      if (outcome.error) console.log(`      ${outcome.error.replace(/\n/g, '\n      ')}`)
    }
  } finally {
    await browser.close()
  }
} finally {
  server.kill('SIGTERM')
}

const passed = outcomes.filter((o) => o.status === 'passed').length
const failed = outcomes.length - passed
mkdirSync('.test-results', { recursive: true })
writeFileSync(RESULTS, `${JSON.stringify({ passed, failed, skipped: 0, journeys: outcomes }, null, 2)}\n`)
console.log(`\nFirefox: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`)
process.exit(failed > 0 ? 1 : 0)
