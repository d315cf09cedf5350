import { sql, type Kysely } from 'kysely'

// Member requests (deposit orders, withdrawals, platform transfers, coupons, bet uploads, inquiries)
// with their status, reference, reason and times; hold accounts for money awaiting a decision; room
// for one account per member and game platform; and no running balance on system accounts, whose
// single row every credit used to lock. One statement per query (PGlite runs them one at a time).
const statements = [
  `create table member_requests (
    id bigserial primary key,
    member_id bigint not null references members (id),
    kind text not null check (kind in ('deposit', 'withdrawal', 'platform_transfer', 'coupon', 'bet_upload', 'inquiry')),
    status text not null,
    reference text not null,
    amount bigint not null check (amount >= 0),
    held bigint not null default 0 check (held >= 0),
    reason text,
    details jsonb not null default '{}'::jsonb,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    decided_at timestamptz
  )`,
  `create unique index member_requests_reference_key on member_requests (reference)`,
  `create index member_requests_member_idx on member_requests (member_id, kind, created_at desc)`,
  `create index member_requests_status_idx on member_requests (kind, status, created_at desc)`,

  `alter table transfers add column request_id bigint references member_requests (id)`,
  `create index transfers_request_idx on transfers (request_id) where request_id is not null`,

  `alter table accounts drop constraint accounts_kind_check`,
  `alter table accounts add constraint accounts_kind_check check (kind in ('main', 'point', 'hold', 'platform', 'system'))`,
  `alter table accounts add column platform text`,
  `alter table accounts add constraint accounts_platform_check check ((kind = 'platform') = (platform is not null))`,
  `alter table accounts drop constraint accounts_member_id_kind_key`,
  `create unique index accounts_member_kind_platform_key on accounts (member_id, kind, platform) nulls not distinct
    where member_id is not null`,

  // A system account's balance is the sum of its entries, computed when asked; nothing locks or
  // updates its row, so credits to different members never wait for each other.
  `alter table accounts drop constraint accounts_check`,
  `alter table accounts alter column balance drop not null`,
  `alter table accounts alter column balance drop default`,
  `update accounts set balance = null where kind = 'system'`,
  `alter table accounts add constraint accounts_balance_check
    check (case when kind = 'system' then balance is null else balance is not null and balance >= 0 end)`,

  `insert into accounts (member_id, kind, currency, balance) select id, 'hold', currency, 0 from members`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
