import { sql, type Kysely } from 'kysely'

// The demo operator's timed decisions, kept in the database so they survive a restart and several
// instances never take the same one; the bank-card verification time moves into it. Indexes for the
// pruning job. One statement per query (PGlite runs them one at a time).
const statements = [
  `create table scheduled_decisions (
    id bigserial primary key,
    subject text not null check (subject in ('bank_card', 'request')),
    subject_id bigint not null,
    decision text not null,
    reason text,
    due_at timestamptz not null,
    created_at timestamptz not null,
    done_at timestamptz,
    outcome text check (outcome in ('applied', 'superseded', 'failed')),
    check ((done_at is null) = (outcome is null)),
    check (case subject when 'bank_card' then decision in ('verify', 'reject') else decision in ('approve', 'reject') end)
  )`,
  `create index scheduled_decisions_due_idx on scheduled_decisions (due_at) where done_at is null`,
  `create unique index scheduled_decisions_open_key on scheduled_decisions (subject, subject_id) where done_at is null`,

  `insert into scheduled_decisions (subject, subject_id, decision, due_at, created_at)
    select 'bank_card', id, 'verify', verify_after, created_at from bank_cards
    where verify_after is not null and not is_verify and rejected_at is null`,
  `alter table bank_cards drop column verify_after`,

  `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,
  `create index login_failures_at_idx on login_failures (at)`,
  `create index password_reset_codes_expires_idx on password_reset_codes (expires_at)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
