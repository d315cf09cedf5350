// What the browser-test runs (playwright.config.ts and the model's playwright.model.config.ts) share:
// the Chromium scripts/chromium.mjs finds, and the reference server it runs against.
import { devices } from '@playwright/test'
import { findChromium } from '../scripts/chromium.mjs'

/** Chromium, in English, against the server on `port`. */
export function chromiumUse(port: number) {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'off' as const,
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  }
}

export const desktopProject = { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }

/** The reference server on `port`, serving a copy of the build of its own (`dist-e2e-<copy>`, tests/e2e/builds.ts). */
export function referenceServer(port: number, copy: number) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_SERVED_DIST: `${process.env.DIST_DIR || 'dist'}-e2e-${copy}` },
    reuseExistingServer: false,
    timeout: 120_000,
  }
}
