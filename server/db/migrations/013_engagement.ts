import { sql, type Kysely } from 'kysely'

// Engagement: daily sign-ins (one row per member and operator calendar day: the primary key is what
// makes a second sign-in that day impossible), lucky-draw tickets and results, agents with their
// sub-agent codes, who referred whom, commission claimed per month, and the posts of each inquiry
// thread (the inquiry itself is a member request); the demo operator may now schedule replies. One
// statement per query (PGlite).
const statements = [
  `create table sign_ins (
    member_id bigint not null references members (id) on delete cascade,
    day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    streak integer not null check (streak >= 1),
    points integer not null check (points > 0),
    tickets integer not null default 0 check (tickets >= 0),
    created_at timestamptz not null,
    primary key (member_id, day)
  )`,

  `create table draw_tickets (
    member_id bigint primary key references members (id) on delete cascade,
    tickets integer not null check (tickets >= 0),
    updated_at timestamptz not null
  )`,

  `create table draw_results (
    id bigserial primary key,
    member_id bigint not null references members (id) on delete cascade,
    draw_id integer not null,
    prize_id integer not null,
    prize_kind text not null check (prize_kind in ('point', 'cash')),
    amount bigint not null check (amount > 0),
    created_at timestamptz not null
  )`,
  `create index draw_results_member_idx on draw_results (member_id, created_at desc)`,

  `create table agents (
    member_id bigint primary key references members (id) on delete cascade,
    commission_bp integer not null check (commission_bp between 0 and 10000),
    created_at timestamptz not null
  )`,

  `create table sub_agent_codes (
    id bigserial primary key,
    agent_id bigint not null references agents (member_id) on delete cascade,
    code text not null,
    label text not null,
    created_at timestamptz not null
  )`,
  `create unique index sub_agent_codes_code_key on sub_agent_codes (code)`,
  `create index sub_agent_codes_agent_idx on sub_agent_codes (agent_id)`,

  `create table member_referrals (
    member_id bigint primary key references members (id) on delete cascade,
    referrer_id bigint not null references members (id) on delete cascade,
    sub_agent_code_id bigint references sub_agent_codes (id),
    created_at timestamptz not null,
    check (member_id <> referrer_id)
  )`,
  `create index member_referrals_referrer_idx on member_referrals (referrer_id, created_at desc)`,

  `create table agent_commissions (
    agent_id bigint not null references agents (member_id),
    period text not null check (period ~ '^[0-9]{4}-[0-9]{2}$'),
    stakes bigint not null check (stakes > 0),
    amount bigint not null check (amount > 0),
    created_at timestamptz not null,
    primary key (agent_id, period)
  )`,

  `create table inquiry_posts (
    id bigserial primary key,
    request_id bigint not null references member_requests (id),
    author text not null check (author in ('member', 'operator')),
    body text not null,
    image_id bigint references member_uploads (id),
    message_id bigint references member_messages (id),
    created_at timestamptz not null,
    check ((author = 'operator') = (message_id is not null))
  )`,
  `create index inquiry_posts_request_idx on inquiry_posts (request_id, id)`,
  `create index inquiry_posts_message_idx on inquiry_posts (message_id) where message_id is not null`,

  // The demo operator also answers requests (a courtesy reply to a new inquiry).
  `alter table scheduled_decisions drop constraint scheduled_decisions_check1`,
  `alter table scheduled_decisions add constraint scheduled_decisions_decision_check
    check (case subject when 'bank_card' then decision in ('verify', 'reject') else decision in ('approve', 'reject', 'reply') end)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
