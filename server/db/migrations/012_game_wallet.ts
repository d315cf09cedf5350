import { sql, type Kysely } from 'kysely'

// Play through the ledger: game sessions issued at launch (their tokens authenticate a game's
// rounds, never the member's token), each ledger-backed bet's round and wallet, the demo platforms'
// own book of transfers (what reconciliation asks them about), rebate accrued per category since
// the last claim, the promotions that ask for a winning bet and the bets sent to them, and the
// members who have read the point conversion terms. One statement per query (PGlite).
const statements = [
  `create table game_sessions (
    id bigserial primary key,
    token_hash text not null unique,
    member_id bigint not null references members (id) on delete cascade,
    game_id bigint not null references games (id),
    platform text not null,
    account_id bigint not null references accounts (id),
    demo_game text not null check (demo_game in ('slot', 'baccarat')),
    lang text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  `create index game_sessions_member_idx on game_sessions (member_id, created_at desc)`,

  // A bet that moved money: the wallet account its stake left and its payout or refund returns to.
  // Round ids are the game's; one wallet never takes the same round twice.
  `create table bet_rounds (
    bet_id bigint primary key references bets (id) on delete cascade,
    account_id bigint not null references accounts (id),
    session_id bigint references game_sessions (id),
    round_id text not null,
    event_starts_at timestamptz,
    outcome jsonb not null default '{}'::jsonb
  )`,
  `create unique index bet_rounds_round_key on bet_rounds (account_id, round_id)`,

  `create table demo_platform_transfers (
    ref text primary key,
    platform text not null,
    member_id bigint not null references members (id) on delete cascade,
    direction text not null check (direction in ('in', 'out')),
    amount bigint not null check (amount > 0),
    applied boolean not null,
    created_at timestamptz not null
  )`,

  // accrued is in ten-thousandths of a minor unit (stake times the rate in basis points), so no
  // fraction of a rebate is lost between bets; a claim pays the whole minor units and keeps the rest.
  `create table rebate_accruals (
    member_id bigint not null references members (id) on delete cascade,
    category text not null,
    valid_stake bigint not null default 0 check (valid_stake >= 0),
    accrued bigint not null default 0 check (accrued >= 0),
    updated_at timestamptz not null,
    primary key (member_id, category)
  )`,

  `create table bet_upload_offers (
    promotion_id bigint primary key references promotions (id) on delete cascade,
    min_multiple integer not null check (min_multiple > 0),
    within_days integer not null check (within_days > 0),
    reward_percent integer not null check (reward_percent between 1 and 100),
    reward_max bigint not null check (reward_max > 0)
  )`,
  `create table bet_uploads (
    request_id bigint primary key references member_requests (id),
    bet_id bigint not null references bets (id) on delete cascade,
    promotion_id bigint not null references promotions (id),
    screenshot_id bigint not null references member_uploads (id),
    unique (bet_id, promotion_id)
  )`,

  `create table member_point_terms (
    member_id bigint primary key references members (id) on delete cascade,
    accepted_at timestamptz not null
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
