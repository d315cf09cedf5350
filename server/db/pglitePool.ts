import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import pg from 'pg'

/** `dataDir` undefined keeps the database in memory (tests), started from `dump` when given. */
export function createPglite(dataDir: string | undefined, dump?: Blob): PGlite {
  return new PGlite({ dataDir, loadDataDir: dump })
}

/**
 * PGlite behind node-postgres, speaking the wire protocol to it: both databases then run on one
 * driver, one Kysely dialect and one type parsing, and PGlite keeps prepared statements too (balance
 * reads 1.5× faster than through `pglite.query`, which parses and describes every statement).
 * PGlite is a single session, so the pool has one client: a transaction keeps it until commit or
 * rollback, and other queries wait instead of joining that transaction.
 */
export function pglitePool(pglite: PGlite, types: pg.CustomTypesConfig): pg.Pool {
  // The config carries the one connection to PGlite, which must outlive any client: clients are
  // never closed for being idle.
  return new pg.Pool({ ...(createPgConfig(pglite) as pg.PoolConfig), max: 1, idleTimeoutMillis: 0, types })
}
