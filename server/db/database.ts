import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { createPglite, parseInt8, PgliteDialect } from './pgliteDialect'
import type { DB } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  close(): Promise<void>
}

/** A database URL selects PostgreSQL; otherwise PGlite in `${dataDir}/pgdata`, or in memory without a dataDir. */
export interface DatabaseSource {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
}

const INT8_OID = 20

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: source.databaseUrl,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    })
    // An idle connection the server drops (a restart, an operator) must not take the process down;
    // the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy() }
  }

  let directory: string | undefined
  if (source.dataDir) {
    directory = join(source.dataDir, 'pgdata')
    mkdirSync(directory, { recursive: true })
  }
  const pglite = createPglite(directory)
  await pglite.waitReady
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) })
  return { db, kind: 'pglite', close: () => db.destroy() }
}
