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

/** A pool whose clients run every statement that has parameters as a named (prepared) one. */
export function preparingPool(pool: pg.Pool, maxNamedStatements = MAX_NAMED_STATEMENTS): PostgresPool {
  const names = new Map<string, string>()
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text)
    if (name === undefined && names.size < maxNamedStatements) {
      name = `s${names.size}`
      names.set(text, name)
    }
    return name
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
      const name = values.length > 0 ? nameOf(sqlOrCursor) : undefined
      return client.query({ text: sqlOrCursor, values, ...(name ? { name } : {}) }) as unknown as Promise<PostgresQueryResult<R>>
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
