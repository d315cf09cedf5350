import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { systemAccountId } from './accounts'
import { postTransfer, type PostedTransfer, type TransferInput } from './postTransfer'

export type HousePayment = Omit<TransferInput, 'memberId' | 'fromAccountId' | 'toAccountId'> & {
  memberId: number
  /** Money goes to the main balance, points to the point account. */
  account: 'main' | 'point'
}

/**
 * What the house pays a member (a deposit, a bonus, a prize, a commission): one transfer into the
 * member's account from the house account of that account's currency.
 */
export async function payFromHouse(trx: Transaction<DB>, { account, ...payment }: HousePayment): Promise<PostedTransfer> {
  const to = await trx
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where('member_id', '=', payment.memberId)
    .where('kind', '=', account)
    .executeTakeFirstOrThrow()
  return postTransfer(trx, { ...payment, fromAccountId: await systemAccountId(trx, to.currency), toAccountId: to.id })
}
