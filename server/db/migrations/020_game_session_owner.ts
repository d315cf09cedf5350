import { sql, type Kysely } from 'kysely'

// A game session belongs to the member session that launched it and ends with it (logout, password
// change, signing out other devices, exclusion, expiry), issue 29. Sessions launched before this
// have no owner and end now: a round needs a live owner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table game_sessions add column member_token_id bigint references member_tokens (id)`.execute(db)
}
