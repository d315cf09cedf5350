import { defineConfig } from '@playwright/test'
import { chromiumUse, desktopProject, referenceServer } from './tests/chromiumAndServer'

const port = Number(process.env.E2E_PORT ?? 4310)
// Two workers, each against a server of its own on the next port (tests/e2e/workerServer.ts);
// E2E_WORKERS=1 runs them one after another against one server.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

// The Chromium scripts/chromium.mjs finds (`npm test` has made sure there is one), against the real server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  // Under CI a test that fails is run once more, and one that then passes is named as flaky in the
  // closing summary (scripts/test.mjs) rather than sinking the run: this shared 2-core machine
  // occasionally starves a browser past a timeout. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  // No service worker unless a spec asks for one (pwa, offline, popups, and public and routes, whose
  // pages must log no error while it installs): in every test's fresh context it installed and
  // precached the whole build, about 150 files, which took four tenths of the money specs' time.
  use: { ...chromiumUse(port), serviceWorkers: 'block' },
  projects: [desktopProject],
  webServer: Array.from({ length: WORKERS }, (_, index) => referenceServer(port + index, index)),
})
