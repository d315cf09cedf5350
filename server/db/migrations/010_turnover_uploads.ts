import { sql, type Kysely } from 'kysely'

// The turnover a member still has to wager before money can be withdrawn (each deposit and bonus
// adds to it, each settled bet takes from it), and the images members upload (payment receipts, bet
// screenshots, inquiry attachments), kept with their owner. One statement per query (PGlite).
const statements = [
  `create table member_turnover (
    member_id bigint primary key references members (id) on delete cascade,
    required bigint not null default 0 check (required >= 0),
    updated_at timestamptz not null
  )`,

  `create table member_uploads (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
    bytes bytea not null,
    created_at timestamptz not null
  )`,
  `create index member_uploads_member_idx on member_uploads (member_id)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
