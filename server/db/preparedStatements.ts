import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'

// PostgreSQL (and PGlite) parses and plans an unnamed statement every time it runs. Naming a statement
// makes each connection parse it once and reuse it: the database's work per money transaction (a
// dozen statements) drops by about half, and transfers run about a third faster (npm run bench api).
// The same SQL text always gets the same name, so every connection of the pool prepares it under it.

/**
 * How many distinct statements get a name; the rest run unnamed. The code writes a few hundred
 * texts at most, but lists of varying length (`in (...)`, multi-row inserts) write new ones, and
 * each connection keeps every statement it prepared for as long as it lives.
 */
const MAX_NAMED_STATEMENTS = 1_000

/** feature_not_supported, which PostgreSQL answers when a prepared statement's columns changed. */
const CHANGED_RESULT_TYPE = '0A000'

/** A pool whose clients run every statement that has parameters as a named (prepared) one. */
export function preparingPool(pool: pg.Pool, maxNamedStatements = MAX_NAMED_STATEMENTS): PostgresPool {
  const names = new Map<string, string | null>()
  const nameOf = (text: string): string | null => {
    let name = names.get(text)
    if (name === undefined && names.size < maxNamedStatements) {
      name = `s${names.size}`
      names.set(text, name)
    }
    return name ?? null
  }
  // A newer instance's migration can change a table under a prepared `select *`; PostgreSQL then
  // refuses the statement on every connection that prepared it. That call fails, and the text runs
  // unnamed from then on.
  const unprepareOnChangedResult = (text: string) => (error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === CHANGED_RESULT_TYPE && /cached plan must not change result type/.test(error.message)) names.set(text, null)
    throw error
  }
  // Kysely keeps its state per client object, so a pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>
      const values = [...(parameters ?? [])]
      // A text without parameters may hold several statements (a migration), which cannot be prepared.
      const name = values.length > 0 ? nameOf(sqlOrCursor) : null
      if (!name) return client.query({ text: sqlOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>
      return client.query({ text: sqlOrCursor, values, name }).catch(unprepareOnChangedResult(sqlOrCursor)) as unknown as Promise<PostgresQueryResult<R>>
    }
    return { query, release: () => client.release() }
  }
  return {
    async connect() {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) {
        wrapper = wrap(client)
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}
