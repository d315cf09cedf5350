// No dead code that knip can see (knip.jsonc): no file nothing reaches, no export nothing imports,
// no dependency nothing uses.
import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

it('has no unused file, export or dependency', { timeout: 120_000 }, () => {
  const run = spawnSync('node_modules/.bin/knip', ['--no-progress', '--no-config-hints'], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  expect(run.stdout).toBe('')
  expect(run.status).toBe(0)
})
