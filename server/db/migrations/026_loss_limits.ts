import { sql, type Kysely } from 'kysely'

// Loss limits: per member, the most they may lose (stakes less payouts) in 24 hours, 7 days and 30
// days, with a loosening kept pending until it takes effect, as deposit limits are. The check runs
// under the member's responsible_gaming row lock, the one deposits take. One statement per query (PGlite).
const statements = [
  `create table loss_limits (
    member_id bigint primary key references members (id) on delete cascade,
    limit_day bigint check (limit_day > 0),
    limit_week bigint check (limit_week > 0),
    limit_month bigint check (limit_month > 0),
    pending_limits jsonb,
    pending_from timestamptz,
    updated_at timestamptz not null,
    check ((pending_limits is null) = (pending_from is null))
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loss_limits').execute()
}
