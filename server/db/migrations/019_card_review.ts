import { sql, type Kysely } from 'kysely'

// Binding an account number another member has bound is no longer refused at once (that answer told
// anyone whether a number is bound): the card is taken like any other and the operator rejects it
// with a reason. So a number may be on several members' pending cards and on one verified card at
// most; a member's own live cards never share one (bindCard checks it under the member's lock, the
// index is the backstop).
const digits = `regexp_replace(account_number, '[^0-9]', '', 'g')`
const statements = [
  `alter table bank_cards add column rejected_reason text`,
  `drop index bank_cards_account_number_key`,
  `create unique index bank_cards_verified_number_key on bank_cards (${digits}) where is_verify`,
  `create unique index bank_cards_member_number_key on bank_cards (member_id, ${digits}) where rejected_at is null`,
  `create index bank_cards_number_idx on bank_cards (${digits}) where rejected_at is null`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
