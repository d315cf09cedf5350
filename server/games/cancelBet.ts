import type { Transaction } from 'kysely'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'

/**
 * Cancels the member's own open sports bet before its event starts: the stake goes back to the
 * wallet it came from. A bet that settled, that is not a sports bet placed through the ledger, or
 * whose event has started is refused, and nothing moves.
 */
export async function cancelSportsBet(trx: Transaction<DB>, memberId: number, betId: number, at: Date): Promise<{ refunded: number }> {
  const bet = await trx
    .selectFrom('bets')
    .leftJoin('bet_rounds', 'bet_rounds.bet_id', 'bets.id')
    .select(['bets.stake', 'bets.status', 'bet_rounds.account_id', 'bet_rounds.event_starts_at'])
    .where('bets.id', '=', betId)
    .where('bets.member_id', '=', memberId)
    .forUpdate('bets')
    .executeTakeFirst()
  // Another member's bet answers like a missing one.
  if (!bet) throw new ApiError(404, 'not_found', { betId })
  if (bet.status !== 'pending' || bet.account_id === null || bet.event_starts_at === null) throw new ApiError(409, 'bet_not_cancellable', { betId })
  if (bet.event_starts_at.getTime() <= at.getTime()) throw new ApiError(409, 'bet_event_started', { betId })

  await trx.updateTable('bets').set({ status: 'cancelled', payout: bet.stake, settled_at: at }).where('id', '=', betId).execute()
  const member = await trx.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirstOrThrow()
  await postTransfer(trx, {
    kind: playTransferKinds.betRefund,
    memberId,
    fromAccountId: await systemAccountId(trx, member.currency),
    toAccountId: bet.account_id,
    amount: bet.stake,
    memo: `bet ${betId}`,
    at,
  })
  return { refunded: bet.stake }
}
