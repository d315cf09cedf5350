import { sql, type Kysely } from 'kysely'

// One statement per query: PGlite runs parameterised (extended protocol) queries, which take a
// single statement each.
const statements = [
  `create table members (
    id bigserial primary key,
    username text not null,
    password_hash text not null,
    real_name text not null,
    phone text not null,
    email text not null,
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    vip_level integer not null default 0 check (vip_level >= 0),
    seamless boolean not null,
    participation boolean not null,
    referral_code text not null,
    referred_by_code text,
    sub_agent_code text,
    created_at timestamptz not null,
    last_login_at timestamptz
  )`,
  `create unique index members_username_lower_key on members (lower(username))`,
  `create unique index members_referral_code_key on members (referral_code)`,

  `create table member_tokens (
    id bigserial primary key,
    token_hash text not null unique,
    member_id bigint not null references members (id) on delete cascade,
    device_id text,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index member_tokens_member_idx on member_tokens (member_id)`,

  `create table login_failures (
    id bigserial primary key,
    username_key text not null,
    ip text not null,
    at timestamptz not null
  )`,
  `create index login_failures_username_idx on login_failures (username_key, at)`,
  `create index login_failures_ip_idx on login_failures (ip, at)`,

  `create table password_reset_codes (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    code_hash text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    used_at timestamptz
  )`,
  `create index password_reset_codes_member_idx on password_reset_codes (member_id, created_at)`,

  `create table guest_questions (
    id bigserial primary key,
    name text not null,
    contact text not null,
    question text not null,
    ip text not null,
    lang text,
    created_at timestamptz not null
  )`,
  `create index guest_questions_ip_idx on guest_questions (ip, created_at)`,

  `create table member_devices (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    device_id text not null,
    user_agent text not null,
    first_seen timestamptz not null,
    last_seen timestamptz not null,
    unique (member_id, device_id)
  )`,

  `create table member_messages (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    kind text not null check (kind in ('member', 'service')),
    title text not null,
    body text not null,
    created_at timestamptz not null,
    read_at timestamptz
  )`,
  `create index member_messages_unread_idx on member_messages (member_id, kind) where read_at is null`,

  `create table bank_cards (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    bank_code text not null,
    bank_name text not null,
    branch text not null,
    account_holder text not null,
    account_number text not null,
    is_verify boolean not null default false,
    created_at timestamptz not null,
    verified_at timestamptz
  )`,
  `create index bank_cards_member_idx on bank_cards (member_id)`,

  // Only system accounts (the source of credited money, like a ledger's "world") may go negative.
  `create table accounts (
    id bigserial primary key,
    member_id bigint references members (id),
    kind text not null check (kind in ('main', 'point', 'system')),
    currency text not null,
    balance bigint not null default 0,
    check (kind = 'system' or balance >= 0),
    check ((kind = 'system') = (member_id is null)),
    unique (member_id, kind)
  )`,
  `create unique index accounts_system_currency_key on accounts (currency) where kind = 'system'`,

  `create table transfers (
    id bigserial primary key,
    kind text not null,
    member_id bigint references members (id),
    created_at timestamptz not null,
    memo text not null default ''
  )`,

  `create table entries (
    id bigserial primary key,
    transfer_id bigint not null references transfers (id),
    account_id bigint not null references accounts (id),
    amount bigint not null check (amount <> 0)
  )`,
  `create index entries_transfer_idx on entries (transfer_id)`,
  `create index entries_account_idx on entries (account_id)`,

  // The journal is append-only: a mistake is corrected with a reversing transfer, never an edit.
  `create function entries_append_only() returns trigger language plpgsql as $$
  begin
    raise exception 'entries are append-only (% refused)', tg_op using errcode = 'restrict_violation';
  end
  $$`,
  `create trigger entries_no_update_delete before update or delete on entries
    for each row execute function entries_append_only()`,
  `create trigger entries_no_truncate before truncate on entries
    for each statement execute function entries_append_only()`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
