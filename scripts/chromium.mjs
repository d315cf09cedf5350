// The Chromium the browser tests run in, found in this order: CHROMIUM_PATH, a `chromium` on the
// PATH (Debian's /usr/bin/chromium), then the one Playwright downloads itself (into
// PLAYWRIGHT_BROWSERS_PATH, or its cache). Read by playwright.config.ts, and by `npm test` before
// anything is built, so a machine without a browser is told so at once instead of by every test.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { chromium } from '@playwright/test'

export const INSTALL_COMMAND = 'npx playwright install chromium'

const SYSTEM_NAMES = ['chromium', 'chromium-browser']
/** A download host that does not answer fails within this, instead of Playwright's 30 s per try. */
const DOWNLOAD_CONNECTION_TIMEOUT_MS = '10000'

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The executable of that name on the PATH (scripts/test-firefox.mjs finds Firefox the same way), or null. */
export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name)
  }
  return null
}

/** The first Chromium that exists, or null. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...SYSTEM_NAMES.map(onPath),
    chromium.executablePath(),
  ]
  return candidates.find((path) => path && isExecutable(path)) ?? null
}

/** Finds a Chromium, or downloads Playwright's where the network allows it; null when neither works. */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const cli = join(dirname(createRequire(import.meta.url).resolve('playwright/package.json')), 'cli.js')
  // Its output is kept: offline it is pages of stack traces, and the caller says what to do in one line.
  const install = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
    encoding: 'utf8',
    env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: DOWNLOAD_CONNECTION_TIMEOUT_MS, ...process.env },
  })
  return install.status === 0 ? findChromium() : null
}
