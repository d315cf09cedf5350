import { sql, type Kysely } from 'kysely'

// Responsible gaming: one row per member (created on demand) holding the deposit limits in force,
// the pending raises with the time they take effect, the reality-check interval and the exclusion
// in force. Every deposit locks this row (FOR UPDATE), which is what makes concurrent deposits of one
// member wait for each other while the limit is checked. One statement per query (PGlite).
const statements = [
  `create table responsible_gaming (
    member_id bigint primary key references members (id) on delete cascade,
    limit_day bigint check (limit_day > 0),
    limit_week bigint check (limit_week > 0),
    limit_month bigint check (limit_month > 0),
    pending_limits jsonb,
    pending_from timestamptz,
    limits_reviewed_at timestamptz,
    reality_check_minutes integer check (reality_check_minutes in (15, 30, 60)),
    excluded_kind text check (excluded_kind in ('time_out', 'self_exclusion')),
    excluded_until timestamptz,
    updated_at timestamptz not null,
    check ((excluded_kind is null) = (excluded_until is null)),
    check ((pending_limits is null) = (pending_from is null))
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('responsible_gaming').execute()
}
