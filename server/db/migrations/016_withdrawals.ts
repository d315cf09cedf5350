import { sql, type Kysely } from 'kysely'

// Turnover progress for the withdrawal page: `target` is everything credited since the turnover was
// last met, so `target - required` is what has been wagered towards it. Met turnover starts over at 0.
// One statement per query (PGlite).
const statements = [
  `alter table member_turnover add column target bigint not null default 0`,
  `update member_turnover set target = required`,
  `alter table member_turnover add constraint member_turnover_target_check check (target >= required)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
