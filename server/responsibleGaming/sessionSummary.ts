import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** Time logged in and the net result of the bets placed since this session's login (reality check). */
export async function sessionSummary(db: Kysely<DB>, memberId: number, tokenId: number, at: Date) {
  const token = await db.selectFrom('member_tokens').select('created_at').where('id', '=', tokenId).executeTakeFirstOrThrow()
  const bets = await db
    .selectFrom('bets')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('payout'), eb.lit(0)).as('payout'), eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('stake')])
    .where('member_id', '=', memberId)
    .where('placed_at', '>=', token.created_at)
    .executeTakeFirstOrThrow()
  return {
    loggedInAt: token.created_at.toISOString(),
    minutes: Math.max(0, Math.floor((at.getTime() - token.created_at.getTime()) / 60_000)),
    netResult: Number(bets.payout) - Number(bets.stake),
  }
}
