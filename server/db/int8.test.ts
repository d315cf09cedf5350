import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeDatabases } from '../test/databases'

describeDatabases('int8 values', (target) => {
  it('come back as numbers while a double holds them exactly', async () => {
    const { rows } = await sql<{ largest: number }>`select ${Number.MAX_SAFE_INTEGER}::int8 as largest`.execute(target.database.db)
    expect(rows).toEqual([{ largest: Number.MAX_SAFE_INTEGER }])
  })

  it('are refused rather than rounded beyond that, and the database answers the next call', async () => {
    await expect(sql`select 9007199254740993::int8 as beyond`.execute(target.database.db)).rejects.toThrow(/outside the safe integer range/)
    expect((await sql<{ one: number }>`select 1::int8 as one`.execute(target.database.db)).rows).toEqual([{ one: 1 }])
  })
})
