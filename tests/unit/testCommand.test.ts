// `npm test` on a machine without a browser: it stops before anything is built, within seconds, with
// one line naming the command that installs one. Every lookup is pointed somewhere empty through the
// environment (CHROMIUM_PATH, PATH, PLAYWRIGHT_BROWSERS_PATH, a download host that refuses), so the
// result does not depend on what this machine has installed.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function emptyDir() {
  const dir = mkdtempSync(join(tmpdir(), 'no-browser-'))
  dirs.push(dir)
  return dir
}

function fakeExecutable(dir: string, name: string) {
  const path = join(dir, name)
  writeFileSync(path, '#!/bin/sh\n')
  chmodSync(path, 0o755)
  return path
}

/** A local port nothing listens on: a download from it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

function findChromium(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', "console.log((await import('./scripts/chromium.mjs')).findChromium())"], {
    encoding: 'utf8',
    env,
  })
  return run.stdout.trim()
}

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first, then a chromium on the PATH, then Playwright’s own', () => {
    const nowhere = emptyDir()
    const bin = emptyDir()
    const onPath = fakeExecutable(bin, 'chromium')
    const chosen = fakeExecutable(emptyDir(), 'my-chromium')
    expect(findChromium({ PATH: bin, CHROMIUM_PATH: chosen, PLAYWRIGHT_BROWSERS_PATH: nowhere })).toBe(chosen)
    expect(findChromium({ PATH: bin, CHROMIUM_PATH: join(nowhere, 'chromium'), PLAYWRIGHT_BROWSERS_PATH: nowhere })).toBe(onPath)
    expect(findChromium({ PATH: nowhere, PLAYWRIGHT_BROWSERS_PATH: nowhere })).toBe('null')

    const browsers = emptyDir()
    const playwrights = spawnSync(process.execPath, ['--input-type=module', '-e', "console.log((await import('playwright-core')).chromium.executablePath())"], {
      encoding: 'utf8',
      env: { PLAYWRIGHT_BROWSERS_PATH: browsers },
    }).stdout.trim()
    mkdirSync(dirname(playwrights), { recursive: true })
    fakeExecutable(dirname(playwrights), basename(playwrights))
    expect(findChromium({ PATH: nowhere, PLAYWRIGHT_BROWSERS_PATH: browsers })).toBe(playwrights)
    // Five node processes in a row: seconds on a busy two-core machine.
  }, 30_000)
})

describe('npm test without a browser', () => {
  it('stops within seconds, before building, with one line naming the install command', async () => {
    const nowhere = emptyDir()
    const started = Date.now()
    const run = spawn(process.execPath, ['scripts/test.mjs'], {
      env: {
        CHROMIUM_PATH: join(nowhere, 'chromium'),
        PATH: nowhere,
        HOME: nowhere,
        PLAYWRIGHT_BROWSERS_PATH: nowhere,
        PLAYWRIGHT_DOWNLOAD_HOST: `http://127.0.0.1:${await closedPort()}`,
      },
    })
    let output = ''
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const status = await new Promise<number | null>((resolve) => run.on('close', resolve))

    expect(Date.now() - started).toBeLessThan(20_000)
    expect(status).toBe(1)
    const lines = output.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('No Chromium for the browser tests')
    expect(lines[0]).toContain('`npx playwright install chromium`')
  }, 30_000)
})
