import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'

/**
 * Takes the member's row lock, the first lock of every money path (server/ledger/README.md, "Lock
 * order"). It is FOR NO KEY UPDATE, not FOR UPDATE: a row inserted with a foreign key to the member
 * (a receipt, a stored answer, an event) takes FOR KEY SHARE on the member row, which FOR UPDATE
 * waits for and FOR NO KEY UPDATE does not, so such an insert can neither wait for this lock nor
 * deadlock with it. Taking it again in the same transaction costs a lookup and waits for nothing.
 */
export async function lockMember(trx: Kysely<DB> | Transaction<DB>, memberId: number): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow()
}
