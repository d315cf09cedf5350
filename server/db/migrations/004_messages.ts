import { sql, type Kysely } from 'kysely'

// Members delete messages softly (the operator keeps the record), and a message may carry a prize the
// member claims once. One statement per query (PGlite runs them one at a time).
const statements = [
  `alter table member_messages add column deleted_at timestamptz`,
  `alter table member_messages add column prize_kind text check (prize_kind in ('balance', 'point'))`,
  `alter table member_messages add column prize_amount bigint check (prize_amount > 0)`,
  `alter table member_messages add column prize_claimed_at timestamptz`,
  `alter table member_messages add constraint member_messages_prize_check
    check ((prize_kind is null) = (prize_amount is null) and (prize_claimed_at is null or prize_kind is not null))`,
  `create index member_messages_inbox_idx on member_messages (member_id, kind, created_at desc) where deleted_at is null`,
  `drop index member_messages_unread_idx`,
  `create index member_messages_unread_idx on member_messages (member_id, kind) where read_at is null and deleted_at is null`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
