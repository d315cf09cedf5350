// The import rules of the house plan (.dependency-cruiser.cjs), checked over the whole tree with
// dependency-cruiser: which room may import which, and no import circles.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const ROOMS = ['src', 'server', 'sw', 'scripts', 'tests', 'bench']
const CODE = /\.(ts|tsx|mts|mjs)$/

interface Cruise {
  modules: { source: string; dependencies: { resolved: string }[] }[]
  summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] }
}

/** Every file is named (the config says why). */
const codeFiles = () => ROOMS.flatMap((room) => readdirSync(room, { recursive: true, encoding: 'utf8' }).filter((file) => CODE.test(file)).map((file) => join(room, file)))

function cruise(): Cruise {
  const run = spawnSync('node_modules/.bin/depcruise', ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...codeFiles()], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`)
  return JSON.parse(run.stdout) as Cruise
}

it('keeps every room to the imports the house plan allows, without circles', { timeout: 120_000 }, () => {
  const { modules, summary } = cruise()

  // A cruise that could not read TypeScript would find nothing to object to: it must have read the
  // three ends, and kept a type-only import (the operator's kinds name the request type only).
  const sources = new Set(modules.map((module) => module.source))
  expect([...sources]).toEqual(expect.arrayContaining(['server/app.ts', 'src/main.tsx', 'src/ui/dialogs/registry.ts', 'sw/sw.ts']))
  const kinds = modules.find((module) => module.source === 'server/operator/kinds.ts')
  expect(kinds?.dependencies.map((dependency) => dependency.resolved)).toContain('server/requests/memberRequests.ts')

  const violations = summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${from} → ${cycle.map((step) => step.name).join(' → ')}` : `${rule.name}: ${from} → ${to}`,
  )
  expect(violations).toEqual([])
})
