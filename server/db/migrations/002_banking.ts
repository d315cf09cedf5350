import { sql, type Kysely } from 'kysely'

// Banks a member can choose, the operator's verification of bank cards, and the stored first answer
// of every idempotent call. One statement per query (PGlite runs them one at a time).
const statements = [
  `create table banks (
    code text primary key,
    name text not null,
    country text not null check (country in ('KR', 'TW', 'VN')),
    sort integer not null
  )`,

  // A card bound by a member is verified by the operator; the demo server does it by itself after
  // verify_after. Seeded cards have none, so the "unverified" demo account stays unverified.
  `alter table bank_cards add column verify_after timestamptz`,
  `alter table bank_cards add column rejected_at timestamptz`,
  // One account number belongs to one live card on the whole site, whatever its punctuation.
  `create unique index bank_cards_account_number_key on bank_cards (regexp_replace(account_number, '[^0-9]', '', 'g'))
    where rejected_at is null`,

  `create table idempotency_keys (
    member_id bigint not null references members (id) on delete cascade,
    key text not null,
    request_hash text not null,
    status integer not null,
    response text not null,
    created_at timestamptz not null,
    primary key (member_id, key)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
