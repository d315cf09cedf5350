import { sql, type Kysely } from 'kysely'

// Account closure: a member closes their own account (not an exclusion: customer service may reopen
// it). A closed account cannot log in; its row says when it closed. One statement per query (PGlite).
const statements = [
  `create table account_closures (
    member_id bigint primary key references members (id) on delete cascade,
    closed_at timestamptz not null
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_closures').execute()
}
