import { sql, type Kysely } from 'kysely'

// The accounts members pay deposits into (the bank transfer channel rotates through them per member
// and day; VIP members get one of the dedicated ones), and an index for the open deposit orders the
// one-open-order check and the USDT expiry read. One statement per query (PGlite).
const statements = [
  `create table deposit_receiving_accounts (
    id bigserial primary key,
    channel text not null check (channel in ('bank_transfer', 'vip')),
    bank_name text not null,
    account_holder text not null,
    account_number text not null unique,
    active boolean not null default true
  )`,
  `insert into deposit_receiving_accounts (channel, bank_name, account_holder, account_number) values
    ('bank_transfer', 'KB Kookmin Bank', 'Hanbit Leisure Co., Ltd.', '004-21-0457-881'),
    ('bank_transfer', 'Shinhan Bank', 'Hanbit Leisure Co., Ltd.', '110-487-302915'),
    ('bank_transfer', 'Woori Bank', 'Hanbit Leisure Co., Ltd.', '1002-358-664120'),
    ('vip', 'Hana Bank', 'Hanbit Leisure VIP Desk', '356-910024-55807'),
    ('vip', 'Industrial Bank of Korea', 'Hanbit Leisure VIP Desk', '085-118402-01-019')`,
  `create index member_requests_open_deposits_idx on member_requests (member_id)
    where kind = 'deposit' and status in ('awaiting_payment', 'submitted')`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
