import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { memberAccount } from '../ledger/accounts'
import { revokeSessions } from './sessions'

// Closing an account: refused while any money is the member's (main, held for a withdrawal or a
// transfer, on a game platform), so nothing is left behind; then every session and game session ends.

/** Refuses (403 account_closed) a member whose account is closed. */
export async function assertNotClosed(db: Kysely<DB>, memberId: number): Promise<void> {
  const closed = await db.selectFrom('account_closures').select('closed_at').where('member_id', '=', memberId).executeTakeFirst()
  if (closed) throw new ApiError(403, 'account_closed')
}

/**
 * Closes the member's account inside `trx`. The main account is locked first (every money action of
 * a member queues on it), so no movement can slip in between the balance check and the closure.
 */
export async function closeAccount(trx: Transaction<DB>, memberId: number, at: Date): Promise<Date> {
  const main = await memberAccount(trx, memberId, 'main')
  await trx.selectFrom('accounts').select('id').where('id', '=', main.id).forUpdate().execute()
  const { total } = await trx
    .selectFrom('accounts')
    .select(sql<string>`coalesce(sum(balance), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['main', 'hold', 'platform'])
    .executeTakeFirstOrThrow()
  if (Number(total) > 0) throw new ApiError(409, 'balance_remaining', { balance: Number(total) })
  await trx.insertInto('account_closures').values({ member_id: memberId, closed_at: at }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
  await revokeSessions(trx, memberId, 'all', at)
  await trx.updateTable('game_sessions').set({ expires_at: at }).where('member_id', '=', memberId).where('expires_at', '>', at).execute()
  return at
}
