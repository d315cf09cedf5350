import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** Returns one line per broken ledger rule; an empty list means the ledger is sound. */
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

  const drifted = await sql<{ id: number; balance: number; journal: number }>`
    select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as journal
    from accounts a left join entries e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)
  `.execute(db)
  for (const row of drifted.rows) problems.push(`account ${row.id} balance ${row.balance} but entries sum to ${row.journal}`)

  const negative = await db.selectFrom('accounts').select(['id', 'balance']).where('kind', '<>', 'system').where('balance', '<', 0).execute()
  for (const row of negative) problems.push(`member account ${row.id} is negative (${row.balance})`)

  return problems
}
