// One migrated and seeded database per test run, made by the server tests' global set-up, which
// every test file then copies (PGlite from a dump of its data directory, PostgreSQL as a template
// database) instead of migrating and seeding its own: the same start, without a minute of set-up.
import { writeFileSync } from 'node:fs'
import pg from 'pg'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrations/index'
import { seedIfEmpty } from '../seed'

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const SEEDED_AT = new Date('2026-01-05T09:00:00.000Z')

/** Why PostgreSQL cannot be used, or null when it can. */
export async function probePostgres(): Promise<string | null> {
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

/** Runs one statement on the PostgreSQL server's maintenance database. */
export async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export function postgresUrlOf(name: string): string {
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** The PGlite template: a dump of a migrated and seeded in-memory database, written to `file`. */
export async function makePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({})
  try {
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, SEEDED_AT)
    const dump = await database.dumpPglite!()
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
}

/** The PostgreSQL template: a migrated and seeded database named `name`, with no one connected to it. */
export async function makePostgresTemplate(name: string): Promise<void> {
  await postgresAdmin(`create database "${name}"`)
  const database = await openDatabase({ databaseUrl: postgresUrlOf(name) })
  try {
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, SEEDED_AT)
  } finally {
    await database.close()
  }
}
