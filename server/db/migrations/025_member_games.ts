import { sql, type Kysely } from 'kysely'

// The games a member keeps coming back to: the ones starred (favourites) and the last ones opened
// (recently played, the last ten kept). Both are the member's own rows; nobody else reads them.
// One statement per query (PGlite).
const statements = [
  `create table favourite_games (
    member_id bigint not null references members (id) on delete cascade,
    game_id bigint not null references games (id) on delete cascade,
    created_at timestamptz not null,
    primary key (member_id, game_id)
  )`,
  `create table recent_games (
    member_id bigint not null references members (id) on delete cascade,
    game_id bigint not null references games (id) on delete cascade,
    opened_at timestamptz not null,
    primary key (member_id, game_id)
  )`,
  `create index recent_games_member_idx on recent_games (member_id, opened_at desc)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recent_games').execute()
  await db.schema.dropTable('favourite_games').execute()
}
