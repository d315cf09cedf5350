import { sql, type Kysely } from 'kysely'

// Identity verification (DECISIONS.md, "Account security and player protection"): each document a
// member sends is a member request of kind `verification`, and the document itself an upload, which
// may now be a PDF. One statement per query (PGlite).
const statements = [
  `alter table member_requests drop constraint member_requests_kind_check`,
  `alter table member_requests add constraint member_requests_kind_check
    check (kind in ('deposit', 'withdrawal', 'platform_transfer', 'coupon', 'bet_upload', 'inquiry', 'verification'))`,
  `alter table member_uploads drop constraint member_uploads_content_type_check`,
  `alter table member_uploads add constraint member_uploads_content_type_check
    check (content_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'))`,
  // The member's latest verification decides their status, and the withdrawal rule reads it under lock.
  `create index member_requests_verification_idx on member_requests (member_id, id) where kind = 'verification'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
