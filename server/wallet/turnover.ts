import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'

// Turnover (DECISIONS.md, Withdrawals): each deposit and each bonus must be wagered once before it
// can be withdrawn. Deposits and bonuses add to what a member still has to wager; every settled bet's
// stake takes from it, never below zero. Both run in the transaction that moves the money, so a
// withdrawal's check and the wagers it counts cannot pass each other.

/** Money credited that must be wagered once: an approved deposit, a coupon bonus, a prize. */
export async function requireTurnover(trx: Transaction<DB>, memberId: number, amount: number, at: Date): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`turnover must be a positive whole amount, got ${amount}`)
  await trx
    .insertInto('member_turnover')
    .values({ member_id: memberId, required: amount, target: amount, updated_at: at })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        required: sql`member_turnover.required + excluded.required`,
        target: sql`member_turnover.target + excluded.required`,
        updated_at: at,
      }),
    )
    .execute()
}

/** A settled bet's stake counts towards what is still to be wagered. */
export async function recordWager(trx: Transaction<DB>, memberId: number, stake: number, at: Date): Promise<void> {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`a stake must be a whole amount of zero or more, got ${stake}`)
  if (stake === 0) return
  await trx
    .updateTable('member_turnover')
    // Met turnover starts over, so the next deposit's progress counts from zero.
    .set({
      required: sql`greatest(required - ${stake}, 0)`,
      target: sql`case when required <= ${stake} then 0 else target end`,
      updated_at: at,
    })
    .where('member_id', '=', memberId)
    .execute()
}

/** What the member still has to wager and has wagered towards it since it was last met. */
export async function turnoverProgress(db: Kysely<DB>, memberId: number): Promise<{ required: number; wagered: number }> {
  const row = await db.selectFrom('member_turnover').select(['required', 'target']).where('member_id', '=', memberId).executeTakeFirst()
  return row ? { required: row.required, wagered: row.target - row.required } : { required: 0, wagered: 0 }
}

/** What the member still has to wager; pass the transaction (with `forUpdate`) when a decision depends on it. */
export async function turnoverRemaining(db: Kysely<DB> | Transaction<DB>, memberId: number, { forUpdate = false } = {}): Promise<number> {
  let query = db.selectFrom('member_turnover').select('required').where('member_id', '=', memberId)
  if (forUpdate) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  return row?.required ?? 0
}
