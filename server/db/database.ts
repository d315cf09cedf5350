import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { listenPostgres, type NotificationHandlers } from './postgresListener'
import { preparingPool } from './preparedStatements'
import { createPglite, pglitePool } from './pglitePool'
import type { DB } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

/** LISTENs on `channel` until the returned function is called. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  listen: Listen
  close(): Promise<void>
  /** PGlite only: its data directory as a tar file (the server tests start every file from one seeded copy). */
  dumpPglite?(): Promise<Blob>
}

/** A database URL selects PostgreSQL; otherwise PGlite in `${dataDir}/pgdata`, or in memory without a dataDir. */
export interface DatabaseSource {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** An in-memory PGlite starts as this dump of a data directory (the tests' seeded template). */
  pgliteDump?: Blob | undefined
}

const INT8_OID = 20

/**
 * int8 (bigserial ids, money, count(*)) reaches us as a plain number; a value a double cannot hold
 * exactly is an error rather than a silently rounded amount.
 */
function parseInt8(value: string): number {
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is outside the safe integer range`)
  return parsed
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
}

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.databaseUrl) {
    const pool = new pg.Pool({ connectionString: source.databaseUrl, types })
    // An idle connection the server drops (a restart, an operator) must not take the process down;
    // the pool opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
    const { databaseUrl } = source
    return { db, kind: 'postgres', listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers), close: () => db.destroy() }
  }

  let directory: string | undefined
  if (source.dataDir) {
    directory = join(source.dataDir, 'pgdata')
    mkdirSync(directory, { recursive: true })
  }
  const pglite = createPglite(directory, source.pgliteDump)
  await pglite.waitReady
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pglitePool(pglite, types)) }) })
  // PGlite is one session: LISTEN and UNLISTEN take the connection like any query, so they never
  // land inside another caller's transaction. Notifications arrive when the notifying transaction commits.
  const listen: Listen = async (channel, handlers) => {
    const unlisten = await db.connection().execute(() => pglite.listen(channel, handlers.message))
    return () => db.connection().execute(() => unlisten())
  }
  const close = async () => {
    await db.destroy()
    // node-postgres leaves PGlite to its owner; closing it writes a data directory's last changes.
    await pglite.close()
  }
  return { db, kind: 'pglite', listen, close, dumpPglite: () => pglite.dumpDataDir('none') }
}

/** Answers when the database does; the health check times it. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db)
}
