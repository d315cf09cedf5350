// The browser tests run on two workers, each against a server of its own (playwright.config.ts starts
// one per worker on consecutive ports, each serving its own copy of the build), so a test that swaps
// in a new build or moves a shared member's money never meets the other worker's tests.
import { test as base } from '@playwright/test'

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4310)

/** This worker's server: Playwright numbers the workers running at once 0, 1, … (TEST_PARALLEL_INDEX). */
const SERVER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * The copy of the build this worker's server serves: playwright.config.ts and playwright.model.config.ts
 * name it so, scripts/e2e-server.mjs makes it.
 */
export const SERVED_DIST_DIR = `${process.env.DIST_DIR || 'dist'}-e2e-${SERVER_INDEX}`

/** `test` with the base URL of this worker's server. */
export const test = base.extend({
  baseURL: async ({}, use) => use(`http://127.0.0.1:${E2E_BASE_PORT + SERVER_INDEX}`),
})
