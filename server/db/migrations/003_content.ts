import { sql, type Kysely } from 'kysely'

// The public site's content: game catalogue, announcements, promotions, Q&A and legal pages, plus the
// generated artwork they show. Translated texts are jsonb objects keyed by language code (kr, tw, en,
// vn); the API picks one by the Lang header. One statement per query (PGlite runs them one at a time).
const statements = [
  `create table media (
    path text primary key,
    content_type text not null,
    body text not null,
    created_at timestamptz not null
  )`,

  `create table game_providers (
    id bigserial primary key,
    slug text not null unique,
    name text not null
  )`,

  // A category's path is its slug appended to its parent's path: live-casino/evolution/baccarat.
  `create table game_categories (
    id bigserial primary key,
    path text not null unique,
    parent_id bigint references game_categories (id),
    position integer not null,
    name jsonb not null
  )`,
  `create index game_categories_parent_idx on game_categories (parent_id)`,

  `create table games (
    id bigserial primary key,
    slug text not null,
    name jsonb not null,
    provider_id bigint not null references game_providers (id),
    category_id bigint not null references game_categories (id),
    position integer not null,
    hot boolean not null default false,
    is_new boolean not null default false,
    image text not null references media (path),
    created_at timestamptz not null,
    unique (provider_id, slug)
  )`,
  `create index games_category_idx on games (category_id, position)`,

  `create table announcements (
    id bigserial primary key,
    kind text not null check (kind in ('text', 'image')),
    title jsonb not null,
    html jsonb not null,
    image text references media (path),
    published_at timestamptz not null,
    check ((kind = 'image') = (image is not null))
  )`,
  `create index announcements_published_idx on announcements (published_at desc)`,

  `create table promotions (
    id bigserial primary key,
    slug text not null unique,
    category text not null check (category in ('welcome', 'reload', 'rebate', 'event')),
    title jsonb not null,
    summary jsonb not null,
    terms_html jsonb not null,
    banner text not null references media (path),
    starts_at timestamptz not null,
    ends_at timestamptz,
    action text not null check (action in ('register', 'deposit', 'claim')),
    featured boolean not null default false,
    position integer not null
  )`,

  `create table qa_topics (
    id bigserial primary key,
    slug text not null unique,
    position integer not null,
    name jsonb not null
  )`,
  `create table qa_items (
    id bigserial primary key,
    topic_id bigint not null references qa_topics (id),
    position integer not null,
    question jsonb not null,
    answer jsonb not null
  )`,

  `create table legal_pages (
    page text primary key check (page in ('privacy', 'terms', 'responsible')),
    intro jsonb not null,
    html jsonb not null,
    updated_at timestamptz not null
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
