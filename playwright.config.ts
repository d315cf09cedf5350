import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4310)
// Two workers, each against a server of its own on the next port (tests/e2e/workerServer.ts);
// E2E_WORKERS=1 runs them one after another against one server.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

// The Chromium scripts/chromium.mjs finds (`npm test` has made sure there is one), against the real server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port + index}/api/health`,
    env: { PORT: String(port + index), HOST: '127.0.0.1', E2E_SERVED_DIST: `${process.env.DIST_DIR || 'dist'}-e2e-${index}` },
    reuseExistingServer: false,
    timeout: 120_000,
  })),
})
