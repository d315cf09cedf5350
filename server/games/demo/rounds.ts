import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { DB } from '../../db/schema'
import type { JsonObject } from '../../db/json'
import { InsufficientFundsError } from '../../ledger/postTransfer'
import { isUniqueViolation } from '../../members/lookup'
import { exclusionUntil } from '../../responsibleGaming/exclusions'
import { lossLimitRefusal } from '../../responsibleGaming/lossLimits'
import { placeBet } from '../bets'
import { findGame } from '../catalogue'
import type { GameSession } from '../sessions'
import { baccaratBets, baccaratRound } from './baccarat'
import { DEMO_CHIPS, type RandomInt } from './random'
import { slotRound } from './slot'
import type { GameErrorCode } from './texts'

// One round of a demo game: the outcome is drawn on the server, then stake, payout, bet record,
// turnover and rebate are written in one transaction. A round id the wallet has seen is refused,
// so a page that sends a round again (a double click, a retry) never plays it twice.

/** What the demo games' own API answers when it refuses; the page shows its text for the code. */
export class GameApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: GameErrorCode,
    /** What the page fills into the code's text (when a loss limit resets). */
    readonly values: Record<string, string | number> = {},
  ) {
    super(code)
    this.name = 'GameApiError'
  }
}

export const roundRequest = z.strictObject({
  roundId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  stake: z.int(),
  bet: z.enum(baccaratBets).optional(),
})
export type RoundRequest = z.infer<typeof roundRequest>

export interface RoundAnswer {
  roundId: string
  betId: number
  stake: number
  payout: number
  balance: number
  outcome: JsonObject
}

export async function playRound(db: Kysely<DB>, session: GameSession, round: RoundRequest, random: RandomInt, at: Date): Promise<RoundAnswer> {
  if (!(DEMO_CHIPS as readonly number[]).includes(round.stake)) throw new GameApiError(400, 'stake_not_allowed')
  if ((session.demo_game === 'baccarat') !== (round.bet !== undefined)) throw new GameApiError(400, 'invalid_request')
  const game = await findGame(db, session.game_id)
  if (!game) throw new Error(`game ${session.game_id} of session ${session.id} is gone`)

  const played = round.bet ? baccaratRound(round.stake, round.bet, random) : slotRound(round.stake, random)
  const outcome: JsonObject = played.outcome
  try {
    return await db.transaction().execute(async (trx) => {
      const seen = await trx.selectFrom('bet_rounds').select('bet_id').where('account_id', '=', session.account_id).where('round_id', '=', round.roundId).executeTakeFirst()
      if (seen) throw new GameApiError(409, 'round_already_played')
      // The loss limit's check locks the member's responsible-gaming row first, so concurrent rounds queue here.
      const overLimit = await lossLimitRefusal(trx, session.member_id, round.stake, at)
      if (await exclusionUntil(trx, session.member_id, at)) throw new GameApiError(403, 'account_excluded')
      if (overLimit) throw new GameApiError(409, 'loss_limit_reached', overLimit)
      const betId = await placeBet(trx, {
        memberId: session.member_id,
        gameId: session.game_id,
        category: game.category,
        accountId: session.account_id,
        roundId: round.roundId,
        sessionId: session.id,
        stake: round.stake,
        payout: played.payout,
        eventStartsAt: null,
        outcome,
        at,
      })
      const wallet = await trx.selectFrom('accounts').select('balance').where('id', '=', session.account_id).$narrowType<{ balance: number }>().executeTakeFirstOrThrow()
      return { roundId: round.roundId, betId, stake: round.stake, payout: played.payout, balance: wallet.balance, outcome }
    })
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new GameApiError(409, 'insufficient_funds')
    // The same round sent twice at once: the second waited for the first and found its id taken.
    if (isUniqueViolation(error, 'bet_rounds_round_key')) throw new GameApiError(409, 'round_already_played')
    throw error
  }
}
