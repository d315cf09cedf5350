import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { isFinal } from '../requests/lifecycles'

/**
 * Returns one line per broken ledger rule; an empty list means the ledger is sound:
 * - every transfer has at least two entries, in one currency, summing to zero;
 * - a member's account (main, point, hold, platform) is never negative and its balance equals its journal;
 * - a system account stores no balance: its balance is the sum of its entries;
 * - every hold account equals what its member's requests hold, each request holds exactly what its
 *   transfers moved into hold, and a decided request holds nothing.
 */
export async function checkLedgerInvariants(db: Kysely<DB>): Promise<string[]> {
  const problems: string[] = []

  const unbalanced = await sql<{ transfer_id: number; total: number }>`
    select transfer_id, sum(amount)::bigint as total from entries group by transfer_id having sum(amount) <> 0
  `.execute(db)
  for (const row of unbalanced.rows) problems.push(`transfer ${row.transfer_id} entries sum to ${row.total}`)

  const lonely = await sql<{ id: number }>`
    select t.id from transfers t left join entries e on e.transfer_id = t.id group by t.id having count(e.id) < 2
  `.execute(db)
  for (const row of lonely.rows) problems.push(`transfer ${row.id} has fewer than two entries`)

  const mixed = await sql<{ transfer_id: number }>`
    select e.transfer_id from entries e join accounts a on a.id = e.account_id
    group by e.transfer_id having count(distinct a.currency) > 1
  `.execute(db)
  for (const row of mixed.rows) problems.push(`transfer ${row.transfer_id} mixes currencies`)

  const drifted = await sql<{ id: number; balance: number; journal: number }>`
    select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as journal
    from accounts a left join entries e on e.account_id = a.id
    where a.kind <> 'system'
    group by a.id having a.balance is distinct from coalesce(sum(e.amount), 0)
  `.execute(db)
  for (const row of drifted.rows) problems.push(`account ${row.id} balance ${row.balance} but entries sum to ${row.journal}`)

  const negative = await db.selectFrom('accounts').select(['id', 'balance']).where('kind', '<>', 'system').where('balance', '<', 0).execute()
  for (const row of negative) problems.push(`member account ${row.id} is negative (${row.balance})`)

  const stored = await db.selectFrom('accounts').select(['id', 'balance']).where('kind', '=', 'system').where('balance', 'is not', null).execute()
  for (const row of stored) problems.push(`system account ${row.id} stores a balance (${row.balance}); it must be derived from its entries`)

  const holds = await sql<{ id: number; balance: number; held: number }>`
    select a.id, a.balance, coalesce(sum(r.held), 0)::bigint as held
    from accounts a left join member_requests r on r.member_id = a.member_id
    where a.kind = 'hold'
    group by a.id having a.balance <> coalesce(sum(r.held), 0)
  `.execute(db)
  for (const row of holds.rows) problems.push(`hold account ${row.id} holds ${row.balance} but its requests hold ${row.held}`)

  const requests = await sql<{ reference: string; held: number; moved: number }>`
    select r.reference, r.held, coalesce(sum(e.amount), 0)::bigint as moved
    from member_requests r
    join accounts hold on hold.member_id = r.member_id and hold.kind = 'hold'
    left join transfers t on t.request_id = r.id
    left join entries e on e.transfer_id = t.id and e.account_id = hold.id
    group by r.id having r.held <> coalesce(sum(e.amount), 0)
  `.execute(db)
  for (const row of requests.rows) problems.push(`request ${row.reference} holds ${row.held} but its transfers moved ${row.moved} into hold`)

  const holding = await db.selectFrom('member_requests').select(['reference', 'kind', 'status', 'held']).where('held', '>', 0).execute()
  for (const row of holding.filter((request) => isFinal(request.kind, request.status))) {
    problems.push(`request ${row.reference} is ${row.status} but still holds ${row.held}`)
  }

  return problems
}
