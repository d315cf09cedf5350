import { defineConfig } from '@playwright/test'
import { chromiumUse, desktopProject, referenceServer } from './tests/chromiumAndServer'

const port = Number(process.env.E2E_PORT ?? 4330)

// The model run (scripts/test-model.mjs): the machines' generated paths replayed in Chromium against
// the real server on a fresh database, with a coverage report per machine.
export default defineConfig({
  testDir: 'tests/model',
  testMatch: 'model.spec.ts',
  fullyParallel: false,
  workers: 1,
  // As in the browser tests: under CI a path that fails is run once more, and one that then passes is
  // named as flaky rather than sinking the run (a path once timed out on the home page's heading while
  // the proof and the Firefox journeys ran beside it). The planted-defect proof sets MODEL_RETRIES=0.
  retries: Number(process.env.MODEL_RETRIES ?? (process.env.CI ? 1 : 0)),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-results/model.json' }], ['./tests/model/reporter.ts']],
  use: chromiumUse(port),
  projects: [desktopProject],
  // One server with a copy of the build of its own, which the PWA model swaps for a new version.
  webServer: referenceServer(port, 0),
})
