import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4330)

// The model run (scripts/test-model.mjs): the machines' generated paths replayed in Chromium against
// the real server on a fresh database, with a coverage report per machine.
export default defineConfig({
  testDir: 'tests/model',
  testMatch: 'model.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-results/model.json' }], ['./tests/model/reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // A copy of the build of its own, which the PWA model swaps for a new version (tests/e2e/builds.ts).
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_SERVED_DIST: `${process.env.DIST_DIR || 'dist'}-e2e-0` },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
