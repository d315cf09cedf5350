import { sql, type Kysely } from 'kysely'

// A failed login remembers the device it came from, so a device that has signed in to the account
// before keeps a budget of its own and failures from elsewhere cannot lock its owner out.
const statements = [
  `alter table login_failures add column device_id text`,
  `create index login_failures_device_idx on login_failures (username_key, device_id, at)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
