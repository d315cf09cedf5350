import { sql, type Kysely } from 'kysely'

// What one client address did lately (registrations, reset codes asked and confirmed), counted in the
// database so a per-address limit holds across every instance sharing it.
const statements = [
  `create table address_attempts (
    id bigserial primary key,
    action text not null,
    ip text not null,
    at timestamptz not null
  )`,
  `create index address_attempts_ip_idx on address_attempts (action, ip, at)`,
  `create index address_attempts_at_idx on address_attempts (at)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
