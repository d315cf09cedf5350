import { sql, type Kysely } from 'kysely'

// Two-factor login, sessions and devices, login history (issue 32). A session remembers the address
// and browser it was started from, so the member can tell their sessions apart and end the others.
// One statement per query (PGlite).
const statements = [
  `alter table member_tokens add column ip text`,
  `alter table member_tokens add column user_agent text`,
  // The secret is kept until turned off; `enabled_at` is null while it waits for its first code.
  // `last_step` is the newest time step a code was accepted for: older or equal steps are refused.
  `create table member_two_factor (
    member_id bigint primary key references members (id) on delete cascade,
    secret text not null,
    created_at timestamptz not null,
    enabled_at timestamptz,
    last_step bigint
  )`,
  `create table member_recovery_codes (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    unique (member_id, code_hash)
  )`,
  // Between the password and the code: only its digest is stored, and it is spent by the code.
  `create table login_challenges (
    id bigserial primary key,
    token_hash text not null unique,
    member_id bigint not null references members (id) on delete cascade,
    device_id text,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table login_history (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    at timestamptz not null,
    ip text not null,
    user_agent text not null,
    success boolean not null
  )`,
  `create index login_history_member_idx on login_history (member_id, at desc, id desc)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
