import type { Transaction } from 'kysely'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import { systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { recordWager } from '../wallet/turnover'
import { accrueRebate, isValidBet } from './rebate'

// A bet through the ledger: its stake leaves the member's wallet (main, or the platform account)
// for the house, its payout comes back in the same transaction when it settles at once (a round),
// and it is written in the bet records with how it moved money (bet_rounds), so it can be refunded
// to the same wallet. A settled bet counts toward turnover and, when valid, accrues rebate.

export interface PlacedBet {
  memberId: number
  gameId: number
  /** The game's top-level lobby category, for the rebate rate. */
  category: string
  /** The wallet account the stake leaves and any payout returns to. */
  accountId: number
  roundId: string
  sessionId: number | null
  stake: number
  /** Known when the bet settles at once (a round); null leaves it pending (a sports bet). */
  payout: number | null
  eventStartsAt: Date | null
  outcome: JsonObject
  at: Date
}

/** Throws InsufficientFundsError (and writes nothing) when the wallet holds less than the stake. */
export async function placeBet(trx: Transaction<DB>, bet: PlacedBet): Promise<number> {
  const member = await trx.selectFrom('members').select('currency').where('id', '=', bet.memberId).executeTakeFirstOrThrow()
  const house = await systemAccountId(trx, member.currency)
  const settled = bet.payout !== null
  const { id } = await trx
    .insertInto('bets')
    .values({
      member_id: bet.memberId,
      game_id: bet.gameId,
      stake: bet.stake,
      payout: bet.payout ?? 0,
      status: settled ? 'settled' : 'pending',
      placed_at: bet.at,
      settled_at: settled ? bet.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('bet_rounds')
    .values({
      bet_id: id,
      account_id: bet.accountId,
      session_id: bet.sessionId,
      round_id: bet.roundId,
      event_starts_at: bet.eventStartsAt,
      outcome: JSON.stringify(bet.outcome),
    })
    .execute()
  const memo = `bet ${id}`
  await postTransfer(trx, { kind: playTransferKinds.betStake, memberId: bet.memberId, fromAccountId: bet.accountId, toAccountId: house, amount: bet.stake, memo, at: bet.at })
  if (bet.payout !== null && bet.payout > 0) {
    await postTransfer(trx, { kind: playTransferKinds.betPayout, memberId: bet.memberId, fromAccountId: house, toAccountId: bet.accountId, amount: bet.payout, memo, at: bet.at })
  }
  if (bet.payout !== null) {
    await recordWager(trx, bet.memberId, bet.stake, bet.at)
    if (isValidBet(bet.stake, bet.payout)) await accrueRebate(trx, bet.memberId, bet.category, bet.stake, bet.at)
  }
  return id
}
