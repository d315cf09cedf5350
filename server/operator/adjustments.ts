import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { memberAccount, POINT_CURRENCY, systemAccountId } from '../ledger/accounts'
import { InsufficientFundsError, postTransfer } from '../ledger/postTransfer'

export interface Adjustment {
  memberId: number
  account: 'main' | 'point'
  /** Signed: minor units (or points) credited when positive, debited when negative; never 0. */
  amount: number
  memo: string
  at: Date
}

/**
 * An operator's correction of a member's main or point balance: one transfer of kind `adjustment`
 * between the house and the member, published to the member's tabs like any other movement.
 */
export async function adjustBalance(trx: Transaction<DB>, adjustment: Adjustment): Promise<{ transferId: number; balance: number }> {
  const { memberId, account, amount, memo, at } = adjustment
  const member = await trx.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirstOrThrow()
  const house = await systemAccountId(trx, account === 'main' ? member.currency : POINT_CURRENCY)
  const own = await memberAccount(trx, memberId, account)
  const [fromAccountId, toAccountId] = amount > 0 ? [house, own.id] : [own.id, house]
  try {
    const transfer = await postTransfer(trx, { kind: 'adjustment', memberId, fromAccountId, toAccountId, amount: Math.abs(amount), memo, at })
    return { transferId: transfer.id, balance: transfer.balanceAfter(own.id) }
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(409, 'insufficient_funds', { balance: own.balance })
    throw error
  }
}
