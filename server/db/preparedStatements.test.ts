import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { POSTGRES_URL } from '../test/seededTemplate'
import { preparingPool } from './preparedStatements'

/** A pool of one connection on the target's database, so every statement meets the statements prepared before it. */
async function withPool<T>(target: DatabaseTarget, maxNamed: number, use: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const url = new URL(POSTGRES_URL)
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(target.database.db)
  url.pathname = `/${rows[0]!.name}`
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: preparingPool(new pg.Pool({ connectionString: url.href, max: 1 }), maxNamed) }) })
  try {
    return await use(db)
  } finally {
    await db.destroy()
  }
}

const preparedTexts = sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`

describeDatabases(
  'statements prepared once per connection',
  (target) => {
    it('prepares a statement with parameters under one name and reuses it, with the same answers', async () => {
      await withPool(target, 10, async (db) => {
        for (const value of [1, 2, 3]) {
          const { rows } = await sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(db)
          expect(rows).toEqual([{ doubled: value * 2 }])
        }
        expect((await preparedTexts.execute(db)).rows.map((row) => row.statement)).toEqual(['select $1::int * 2 as doubled'])
      })
    })

    it('runs a text without parameters unprepared, so it may hold several statements', async () => {
      await withPool(target, 10, async (db) => {
        await sql`create temporary table scratch (n int); insert into scratch values (7)`.execute(db)
        expect((await sql<{ n: number }>`select n from scratch`.execute(db)).rows).toEqual([{ n: 7 }])
        expect((await preparedTexts.execute(db)).rows).toEqual([])
      })
    })

    it('runs statements beyond the limit unnamed instead of keeping more of them', async () => {
      await withPool(target, 2, async (db) => {
        for (const column of ['a', 'b', 'c', 'd']) {
          const { rows } = await sql<Record<string, number>>`select ${1}::int as ${sql.ref(column)}`.execute(db)
          expect(rows).toEqual([{ [column]: 1 }])
        }
        expect((await preparedTexts.execute(db)).rows.map((row) => row.statement)).toEqual(['select $1::int as "a"', 'select $1::int as "b"'])
      })
    })

    it('runs a statement unnamed once a migration changed its columns, after the one call that meets the change', async () => {
      await withPool(target, 10, async (db) => {
        await sql`create temporary table widened (n int)`.execute(db)
        await sql`insert into widened values (${5})`.execute(db)
        const everything = () => sql<Record<string, number | null>>`select * from widened where n = ${5}`.execute(db)
        expect((await everything()).rows).toEqual([{ n: 5 }])
        await sql`alter table widened add column m int`.execute(db)
        await expect(everything()).rejects.toThrow(/cached plan must not change result type/)
        expect((await everything()).rows).toEqual([{ n: 5, m: null }])
      })
    })
  },
  { postgresOnly: true },
)
