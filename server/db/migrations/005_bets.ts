import { sql, type Kysely } from 'kysely'

// Records of play on the game platforms. They are reports from the platforms, not money movements:
// the main-wallet ledger never reads them. One statement per query (PGlite runs them one at a time).
const statements = [
  `create table bets (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    game_id bigint not null references games (id),
    stake bigint not null check (stake > 0),
    payout bigint not null check (payout >= 0),
    status text not null check (status in ('settled', 'pending', 'cancelled')),
    placed_at timestamptz not null,
    settled_at timestamptz,
    check ((status = 'pending') = (settled_at is null)),
    check (status <> 'pending' or payout = 0)
  )`,
  `create index bets_member_placed_idx on bets (member_id, placed_at desc)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
