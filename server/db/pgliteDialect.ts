import { PGlite, types } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'

/**
 * Both drivers hand int8 (bigserial ids, money, count(*)) to us as a plain number; a value a double
 * cannot hold exactly is an error rather than a silently rounded amount.
 */
export function parseInt8(value: string): number {
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 value ${value} is outside the safe integer range`)
  return parsed
}

/** `dataDir` undefined keeps the database in memory (tests). */
export function createPglite(dataDir: string | undefined): PGlite {
  return new PGlite({ dataDir, parsers: { [types.INT8]: parseInt8 } })
}

/**
 * PGlite is a single session, so the one connection is handed out under a mutex: a transaction
 * keeps it until commit or rollback, and other queries wait instead of joining that transaction.
 */
class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection
  #queue: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue
    let release!: () => void
    this.#queue = new Promise((resolve) => (release = resolve))
    await previous
    this.#release = release
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    this.#release?.()
    this.#release = undefined
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    }
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream query results')
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter()
  }

  createDriver() {
    return new PgliteDriver(this.pglite)
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
}
