import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { openDatabase, type Database, type DatabaseKind } from '../db/database'
import { migrateToLatest } from '../db/migrations/index'
import { seedIfEmpty } from '../seed'

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const SEEDED_AT = new Date('2026-01-05T09:00:00.000Z')

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

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
      database = await openDatabase({})
      await migrateToLatest(database.db)
      await seedIfEmpty(database.db, SEEDED_AT)
    },
    async tearDown() {
      await database?.close()
    },
  }
}

function postgresTarget(): DatabaseTarget & { setUp(): Promise<void>; tearDown(): Promise<void> } {
  const name = `member_site_test_${randomBytes(6).toString('hex')}`
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  const opened: Database[] = []
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: POSTGRES_URL })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  return {
    kind: 'postgres',
    get database() {
      const first = opened[0]
      if (!first) throw new Error('the PostgreSQL database is not open yet')
      return first
    },
    async openAnother() {
      const another = await openDatabase({ databaseUrl: url.toString() })
      opened.push(another)
      return another
    },
    async setUp() {
      await admin(`create database "${name}"`)
      const database = await this.openAnother()
      await migrateToLatest(database.db)
      await seedIfEmpty(database.db, SEEDED_AT)
    },
    async tearDown() {
      await Promise.all(opened.map((database) => database.close()))
      await admin(`drop database if exists "${name}" with (force)`)
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
