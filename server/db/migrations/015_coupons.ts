import { sql, type Kysely } from 'kysely'

// Coupons: what the operator offers (a deposit bonus by percent up to a cap, or a free bonus; some
// redeemable by a code) and what each member holds. One coupon at most per member and offer: the
// unique key is what makes a code redeemed twice at once count once. A held coupon names the deposit
// it was chosen with; it is used when a bonus was credited. One statement per query (PGlite).
const statements = [
  `create table coupons (
    id bigserial primary key,
    slug text not null unique,
    code text unique check (code is null or code = upper(code)),
    kind text not null check (kind in ('deposit_bonus', 'free_bonus')),
    name jsonb not null,
    percent integer not null default 0 check (percent between 0 and 100),
    max_bonus bigint not null default 0 check (max_bonus >= 0),
    amount bigint not null default 0 check (amount >= 0),
    min_deposit bigint not null default 0 check (min_deposit >= 0),
    turnover_multiple integer not null check (turnover_multiple between 0 and 100),
    valid_days integer not null check (valid_days > 0),
    check ((kind = 'deposit_bonus' and percent > 0 and max_bonus > 0) or (kind = 'free_bonus' and amount > 0))
  )`,
  `create table member_coupons (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    coupon_id bigint not null references coupons (id),
    acquired_at timestamptz not null,
    expires_at timestamptz not null,
    deposit_request_id bigint references member_requests (id),
    used_at timestamptz,
    bonus bigint check (bonus is null or bonus > 0),
    request_id bigint references member_requests (id),
    unique (member_id, coupon_id),
    check ((used_at is null) = (bonus is null))
  )`,
  `create index member_coupons_deposit_idx on member_coupons (deposit_request_id) where deposit_request_id is not null`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
