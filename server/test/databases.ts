import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { openDatabase, type Database, type DatabaseKind } from '../db/database'
import { POSTGRES_URL, postgresAdmin, postgresUrlOf, probePostgres } from './seededTemplate'

const postgresProblem = await probePostgres()

export interface DatabaseTarget {
  readonly kind: DatabaseKind
  /** The file's migrated and seeded database, opened once in beforeAll. */
  readonly database: Database
  /** A second, independent connection to the same database: another server instance. */
  openAnother(): Promise<Database>
}

function pgliteTarget(): DatabaseTarget & { setUp(): Promise<void>; tearDown(): Promise<void> } {
  let database: Database | undefined
  return {
    kind: 'pglite',
    get database() {
      if (!database) throw new Error('the PGlite database is not open yet')
      return database
    },
    openAnother: () => Promise.reject(new Error('PGlite is in-process; it cannot be shared by two instances')),
    async setUp() {
      database = await openDatabase({ pgliteDump: new Blob([readFileSync(inject('pgliteTemplate'))]) })
    },
    async tearDown() {
      await database?.close()
    },
  }
}

/**
 * A new database copied from the run's seeded template. PostgreSQL refuses a copy while another
 * session is connected to the template, which a copy made at the same moment can briefly be.
 */
async function copyPostgresTemplate(name: string) {
  const template = inject('postgresTemplate')
  if (!template) throw new Error('no PostgreSQL template: the global set-up found PostgreSQL unreachable')
  for (let attempt = 1; ; attempt++) {
    try {
      return await postgresAdmin(`create database "${name}" template "${template}"`)
    } catch (error) {
      if (attempt === 20 || !(error instanceof Error) || !/being accessed by other users/.test(error.message)) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

function postgresTarget(): DatabaseTarget & { setUp(): Promise<void>; tearDown(): Promise<void> } {
  const name = `member_site_test_${randomBytes(6).toString('hex')}`
  const opened: Database[] = []
  return {
    kind: 'postgres',
    get database() {
      const first = opened[0]
      if (!first) throw new Error('the PostgreSQL database is not open yet')
      return first
    },
    async openAnother() {
      const another = await openDatabase({ databaseUrl: postgresUrlOf(name) })
      opened.push(another)
      return another
    },
    async setUp() {
      await copyPostgresTemplate(name)
      await this.openAnother()
    },
    async tearDown() {
      await Promise.all(opened.map((database) => database.close()))
      await postgresAdmin(`drop database if exists "${name}" with (force)`)
    },
  }
}

/**
 * Runs `body` once on an in-memory PGlite and once on a fresh PostgreSQL database (created for this
 * file and dropped after). PGlite serialises every transaction, so races and lock bugs only show on
 * PostgreSQL: without it the PostgreSQL half is skipped locally, and fails in CI.
 */
export function describeDatabases(
  title: string,
  body: (target: DatabaseTarget) => void,
  { postgresOnly = false }: { postgresOnly?: boolean } = {},
): void {
  describe(title, () => {
    if (!postgresOnly) {
      const target = pgliteTarget()
      describe('on PGlite', () => {
        beforeAll(() => target.setUp())
        afterAll(() => target.tearDown())
        body(target)
      })
    }

    if (postgresProblem) {
      const why = `PostgreSQL at ${POSTGRES_URL} is unreachable (${postgresProblem}); set TEST_DATABASE_URL or start it`
      if (process.env.CI) {
        it('needs PostgreSQL in CI', () => {
          throw new Error(why)
        })
      } else {
        console.warn(`[${title}] skipping the PostgreSQL tests: ${why}`)
        describe.skip('on PostgreSQL', () => body(postgresTarget()))
      }
      return
    }

    const target = postgresTarget()
    describe('on PostgreSQL', () => {
      beforeAll(() => target.setUp())
      afterAll(() => target.tearDown())
      body(target)
    })
  })
}
