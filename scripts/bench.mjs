// `npm run bench [ledger] [site]` (both when none is named).
// ledger: transfers per second the ledger commits on PGlite and PostgreSQL, with the invariants
// checked after (server/ledger/throughputBench.ts).
// site: size figures for the built site, measured in one run. It builds, starts the real server,
// loads the home page in Chromium and sums the gzipped JavaScript that page fetched, then reports
// the largest route chunk. Figures are also given as ratios of the framework floor (about 130 KiB
// gzip for React + router + query + xstate + i18next, notes/pwa-perf.md).
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const FRAMEWORK_FLOOR_KIB = 130
const port = Number(process.env.BENCH_PORT ?? 4320)
const gzipKiB = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024
const fmt = (kib) => `${kib.toFixed(1)} KiB`
const distDir = process.env.DIST_DIR ?? 'dist'

/** One Lighthouse performance run: the score, LCP, TBT and CLS, from its JSON report. */
function lighthouse(url, preset) {
  const args = ['lighthouse', url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox']
  if (preset === 'desktop') args.push('--preset=desktop')
  const run = spawnSync('npx', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } })
  if (run.status !== 0) return `failed (${run.stderr.trim().split('\n').at(-1)})`
  const { categories, audits } = JSON.parse(run.stdout)
  const ms = (id) => `${Math.round(audits[id].numericValue)} ms`
  return `score ${Math.round(categories.performance.score * 100)}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`
}

const SECTIONS = ['ledger', 'site']
const asked = process.argv.slice(2)
const unknown = asked.filter((section) => !SECTIONS.includes(section))
if (unknown.length > 0) {
  console.error(`unknown bench section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`)
  process.exit(2)
}
const sections = asked.length > 0 ? asked : SECTIONS

if (sections.includes('ledger')) {
  const ledger = spawnSync(process.execPath, ['--import', 'tsx', 'server/ledger/throughputBench.ts'], { stdio: 'inherit' })
  if (ledger.status !== 0) process.exitCode = 1
}
if (!sections.includes('site')) process.exit()

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
})
try {
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  await page.goto(base, { waitUntil: 'networkidle' })
  await browser.close()

  const homeKiB = [...scripts].reduce((sum, path) => sum + gzipKiB(readFileSync(join(distDir, path))), 0)
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
  const routeChunks = Object.entries(manifest)
    .filter(([source]) => source.startsWith('src/routes/'))
    .map(([source, chunk]) => ({ source, kib: gzipKiB(readFileSync(join(distDir, chunk.file))) }))
    .sort((a, b) => b.kib - a.kib)
  const largest = routeChunks[0]

  console.log('\nBundle size (gzip -9)')
  console.log(`  JavaScript the home page loads: ${fmt(homeKiB)} in ${scripts.size} files (${(homeKiB / FRAMEWORK_FLOOR_KIB).toFixed(2)} × the framework floor)`)
  if (largest) console.log(`  Largest route chunk: ${fmt(largest.kib)} (${largest.source}), ${(largest.kib / homeKiB * 100).toFixed(1)} % of the home page's JavaScript`)
  const locales = Object.entries(manifest).filter(([source]) => /^locales\/\w+\.json$/.test(source))
  for (const [source, chunk] of locales) {
    const kib = gzipKiB(readFileSync(join(distDir, chunk.file)))
    console.log(`  Locale chunk ${source}: ${fmt(kib)} (${(kib / homeKiB * 100).toFixed(1)} % of the home page's JavaScript)`)
  }

  console.log('\nLighthouse (performance; Debian Chromium, headless)')
  for (const [name, path] of [['home', '/'], ['lobby', '/Categories/slots']]) {
    for (const preset of ['mobile', 'desktop']) console.log(`  ${name} ${preset}: ${lighthouse(`${base}${path}`, preset)}`)
  }
} finally {
  server.kill('SIGTERM')
}
