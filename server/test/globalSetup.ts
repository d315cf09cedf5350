// The server tests' global set-up (vitest.config.ts): the seeded templates every test file copies
// (server/test/seededTemplate.ts), removed when the run ends.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { makePgliteTemplate, makePostgresTemplate, postgresAdmin, probePostgres } from './seededTemplate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the PGlite template's dump. */
    pgliteTemplate: string
    /** The PostgreSQL template database's name, or null when PostgreSQL is unreachable. */
    postgresTemplate: string | null
  }
}

export default async function setup(project: TestProject) {
  const suffix = randomBytes(6).toString('hex')
  const pgliteFile = join(tmpdir(), `member-site-template-${suffix}.tar`)
  const postgresName = (await probePostgres()) === null ? `member_site_template_${suffix}` : null
  await Promise.all([makePgliteTemplate(pgliteFile), postgresName && makePostgresTemplate(postgresName)])
  project.provide('pgliteTemplate', pgliteFile)
  project.provide('postgresTemplate', postgresName)
  return async () => {
    rmSync(pgliteFile, { force: true })
    if (postgresName) await postgresAdmin(`drop database if exists "${postgresName}" with (force)`)
  }
}
