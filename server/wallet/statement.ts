// The statement: every entry on the member's wallets (main, points, each game platform), newest
// first, with the wallet's balance after it (in time order, as the member reads a statement). Money
// held for a withdrawal shows where it left main and, if rejected, where it came back; the hold
// account itself is the site's bookkeeping.
import { sql, type Kysely } from 'kysely'
import { categoryOf, transactionKinds, type TransactionRecord } from '../../src/shared/calls/transactions'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { listPlatforms } from '../platforms/registry'

interface StatementRow {
  id: number
  account_kind: 'main' | 'point' | 'platform'
  platform: string | null
  amount: number
  balance: number
  kind: string
  created_at: Date
  reference: string | null
}

const knownKinds = Object.values(transactionKinds).flat()

/** A page of the member's statement (getTransactionList); the date range is checked by the caller. */
export async function statementPage(
  db: Kysely<DB>,
  config: Config,
  memberId: number,
  input: RequestOf<'getTransactionList'>,
): Promise<ResponseOf<'getTransactionList'>> {
  const from = new Date(input.startTime)
  const to = new Date(input.endTime)
  const category = input.category
  const kindFilter =
    category === undefined
      ? sql`true`
      : category === 'other'
        ? sql`t.kind not in (${sql.join(knownKinds)})`
        : sql`t.kind in (${sql.join([...transactionKinds[category]])})`
  // The running balance is summed over every entry of the wallet in time order (transfer id breaks
  // ties), before the date and type filters pick the lines to show.
  const statement = sql`
    with wallets as (
      select id, kind, platform from accounts where member_id = ${memberId} and kind in ('main', 'point', 'platform')
    ), running as (
      select e.id, e.transfer_id, e.account_id, e.amount, t.created_at,
        sum(e.amount) over (partition by e.account_id order by t.created_at, e.transfer_id, e.id) as balance
      from entries e join transfers t on t.id = e.transfer_id where e.account_id in (select id from wallets)
    )
    select r.id, w.kind as account_kind, w.platform, r.amount, r.balance::bigint as balance, t.kind, r.created_at, q.reference,
      count(*) over () as total
    from running r
    join wallets w on w.id = r.account_id
    join transfers t on t.id = r.transfer_id
    left join member_requests q on q.id = t.request_id
    where t.created_at >= ${from} and t.created_at <= ${to} and ${kindFilter}
    order by r.created_at desc, r.transfer_id desc, r.id desc
    limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`
  const { rows } = await statement.execute(db)
  const lines = rows as (StatementRow & { total: number })[]
  const names = new Map((await listPlatforms(db, config)).map((platform) => [platform.slug, platform.name]))
  const transactions: TransactionRecord[] = lines.map((row) => ({
    id: row.id,
    kind: row.kind,
    category: categoryOf(row.kind),
    wallet: row.account_kind,
    platform: row.platform === null ? null : (names.get(row.platform) ?? row.platform),
    amount: row.amount,
    balance: row.balance,
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
  }))
  // count(*) over () rides on each row; a page past the end has none, so it is counted apart.
  const total = lines[0] ? Number(lines[0].total) : await countLines()
  return { transactions, total }

  async function countLines(): Promise<number> {
    if (input.page === 1) return 0
    const { rows: counted } = await sql<{ total: number }>`
      select count(*) as total from entries e
      join accounts a on a.id = e.account_id and a.member_id = ${memberId} and a.kind in ('main', 'point', 'platform')
      join transfers t on t.id = e.transfer_id
      where t.created_at >= ${from} and t.created_at <= ${to} and ${kindFilter}`.execute(db)
    return Number(counted[0]?.total ?? 0)
  }
}
