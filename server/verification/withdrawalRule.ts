// A withdrawal that would take the member's total withdrawn above VERIFICATION_WITHDRAWAL_LIMIT needs
// a verified identity (DECISIONS.md). Every withdrawal not rejected or cancelled counts, paid or still
// pending: two withdrawals asked at once are checked one after the other under the member's lock.
import type { Kysely, Transaction } from 'kysely'
import { VERIFICATION_WITHDRAWAL_LIMIT, type VerificationStatus } from '../../src/shared/calls/verification'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { verificationState } from './verifications'

async function withdrawnTotal(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'withdrawal')
    .where('status', 'not in', ['rejected', 'cancelled'])
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export interface WithdrawalAllowance {
  status: VerificationStatus
  limit: number
  /** Minor units still withdrawable before verification is needed; null once verified. */
  remaining: number | null
}

export async function withdrawalAllowance(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<WithdrawalAllowance> {
  const [{ status }, total] = await Promise.all([verificationState(db, memberId), withdrawnTotal(db, memberId)])
  return { status, limit: VERIFICATION_WITHDRAWAL_LIMIT, remaining: status === 'verified' ? null : Math.max(0, VERIFICATION_WITHDRAWAL_LIMIT - total) }
}

/** Refuses (403 verification_required) a withdrawal of `amount` that needs verification. Call it holding the member's lock. */
export async function requireVerificationFor(trx: Transaction<DB>, memberId: number, amount: number): Promise<void> {
  const { remaining, limit } = await withdrawalAllowance(trx, memberId)
  if (remaining !== null && amount > remaining) throw new ApiError(403, 'verification_required', { field: 'amount', limit, remaining })
}
