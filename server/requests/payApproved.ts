import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { payFromHouse } from '../ledger/payFromHouse'
import { requireTurnover } from '../wallet/turnover'
import type { MemberRequest } from './memberRequests'

/**
 * An approved request's amount (a deposit, a bet upload's reward) paid from the house into the
 * member's main balance under the request's reference, to be wagered once before it can be withdrawn.
 */
export async function payApprovedRequest(trx: Transaction<DB>, kind: string, request: MemberRequest, at: Date): Promise<void> {
  await payFromHouse(trx, {
    kind,
    memberId: request.member_id,
    account: 'main',
    amount: request.amount,
    memo: request.reference,
    requestId: request.id,
    at,
  })
  await requireTurnover(trx, request.member_id, request.amount, at)
}
