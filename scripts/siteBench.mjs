// The site beside its floor, in one run (`npm run bench site`). Builds the site and the floor app
// (bench/floor: the same libraries, one translated heading), serves each with the site's own server
// (same compression, same caching), then measures for the floor, the home page (English and Korean
// first visits) and the lobby: the JavaScript a first visit loads, and Lighthouse mobile and desktop
// (median of RUNS good runs; a run Lighthouse itself fails is retried, never reported as a figure).
// BENCH_LIGHTHOUSE_RUNS=0 measures the JavaScript only, for a quick reading after a change.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const TRIES = RUNS + 3
const port = Number(process.env.BENCH_PORT ?? 4320)
const chromiumPath = process.env.CHROMIUM_PATH ?? findChromium()
const SITE_DIST = 'dist'
const FLOOR_DIST = '.bench/floor'

const sites = {
  site: { dist: SITE_DIST, port },
  floor: { dist: FLOOR_DIST, port: port + 1 },
}
const targets = [
  { name: 'floor', site: 'floor', path: '/', lang: 'en-US' },
  { name: 'home', site: 'site', path: '/', lang: 'en-US' },
  { name: 'home (Korean)', site: 'site', path: '/', lang: 'ko-KR' },
  { name: 'lobby', site: 'site', path: '/Categories/slots', lang: 'en-US' },
]

const kib = (bytes) => bytes / 1024
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length
const brotliBytes = (buffer) => brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : 'n/a')
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const urlOf = (target) => `http://127.0.0.1:${sites[target.site].port}${target.path}`

function build(command, args) {
  if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) process.exit(1)
}

function startServer({ dist, port }) {
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist },
  })
}

async function waitForHealth({ port }) {
  for (let i = 0; i < 240; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server on port ${port} did not become healthy`)
}

/** The JavaScript files a first visit fetches, sized from the build as the server would compress them. */
async function firstVisitScripts(browser, target) {
  const context = await browser.newContext({ locale: target.lang, serviceWorkers: 'block' })
  const page = await context.newPage()
  const files = new Set()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js')) files.add(path)
  })
  await page.goto(urlOf(target), { waitUntil: 'networkidle' })
  await context.close()
  const dist = sites[target.site].dist
  const buffers = [...files].map((path) => readFileSync(join(dist, path)))
  return {
    files: files.size,
    gzip: buffers.reduce((sum, buffer) => sum + gzipBytes(buffer), 0),
    brotli: buffers.reduce((sum, buffer) => sum + brotliBytes(buffer), 0),
  }
}

/** One Lighthouse performance run, or null when Lighthouse itself failed (no navigation start, a crash). */
function lighthouseOnce(target, preset) {
  const flags = `--headless=new --no-sandbox --lang=${target.lang}`
  const args = ['lighthouse', urlOf(target), '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`]
  if (preset === 'desktop') args.push('--preset=desktop')
  const run = spawnSync('npx', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromiumPath } })
  if (run.status !== 0) return null
  const report = JSON.parse(run.stdout)
  const score = report.categories.performance.score
  if (report.runtimeError || score === null) return null
  const value = (id) => report.audits[id].numericValue
  return {
    score: Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

function lighthouseMedian(target, preset) {
  const runs = []
  let failures = 0
  while (runs.length < RUNS && runs.length + failures < TRIES) {
    const run = lighthouseOnce(target, preset)
    if (run) runs.push(run)
    else failures += 1
  }
  if (runs.length < RUNS) return { failed: `${failures} of ${runs.length + failures} Lighthouse runs failed` }
  const metric = (name) => median(runs.map((run) => run[name]))
  return { score: metric('score'), fcp: metric('fcp'), lcp: metric('lcp'), tbt: metric('tbt'), cls: metric('cls'), retried: failures }
}

function describeLighthouse(result, floor, preset) {
  if (result.failed) return `failed (${result.failed})`
  const ms = (value) => `${Math.round(value)} ms`
  const parts = [
    `score ${result.score}`,
    `FCP ${ms(result.fcp)} (${ratio(result.fcp, floor?.fcp)})`,
    `LCP ${ms(result.lcp)} (${ratio(result.lcp, floor?.lcp)})`,
    `TBT ${ms(result.tbt)}`,
    `CLS ${result.cls.toFixed(3)}`,
  ]
  if (result.retried) parts.push(`${result.retried} failed run(s) retried`)
  const missed = preset === 'mobile'
    ? [
        result.score < 95 && 'score < 95',
        floor?.lcp && result.lcp > floor.lcp * 1.15 && 'LCP > 1.15× floor',
        result.cls >= 0.01 && 'CLS ≥ 0.01',
        result.tbt > 150 && 'TBT > 150 ms',
      ].filter(Boolean)
    : [result.score < 100 && 'score < 100'].filter(Boolean)
  return `${parts.join(', ')}${missed.length ? ` — misses: ${missed.join(', ')}` : ' — meets the targets'}`
}

build('npm', ['run', 'build'])
build('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'])

const servers = Object.values(sites).map(startServer)
try {
  await Promise.all(Object.values(sites).map(waitForHealth))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
  const scripts = {}
  for (const target of targets) scripts[target.name] = await firstVisitScripts(browser, target)
  await browser.close()

  const floorScripts = scripts.floor
  console.log('\nJavaScript of a first visit (gzip -9 and brotli 11 of the files fetched, as ratios of the floor app)')
  for (const target of targets) {
    const { files, gzip, brotli } = scripts[target.name]
    const verdict = target.site === 'floor' ? '' : gzip <= floorScripts.gzip * 1.25 ? ' — within 1.25× the floor' : ' — over 1.25× the floor'
    console.log(`  ${target.name}: ${files} files, gzip ${kib(gzip).toFixed(1)} KiB (${ratio(gzip, floorScripts.gzip)}), brotli ${kib(brotli).toFixed(1)} KiB (${ratio(brotli, floorScripts.brotli)})${verdict}`)
  }

  const manifest = JSON.parse(readFileSync(join(SITE_DIST, '.vite/manifest.json'), 'utf8'))
  const largest = Object.entries(manifest)
    .filter(([source]) => source.startsWith('src/routes/'))
    .map(([source, chunk]) => ({ source, gzip: gzipBytes(readFileSync(join(SITE_DIST, chunk.file))) }))
    .sort((a, b) => b.gzip - a.gzip)[0]
  if (largest) console.log(`  largest route chunk: ${largest.source}, gzip ${kib(largest.gzip).toFixed(1)} KiB`)

  for (const preset of RUNS > 0 ? ['mobile', 'desktop'] : []) {
    console.log(`\nLighthouse ${preset} (performance, median of ${RUNS} runs; ratios to the floor app)`)
    const floor = lighthouseMedian(targets[0], preset)
    console.log(`  floor: ${describeLighthouse(floor, null, preset)}`)
    for (const target of targets.slice(1)) {
      console.log(`  ${target.name}: ${describeLighthouse(lighthouseMedian(target, preset), floor.failed ? null : floor, preset)}`)
    }
  }
} finally {
  for (const server of servers) server.kill('SIGTERM')
}
