import type { Transaction } from 'kysely'
import { creditDepositCoupon } from '../coupons/couponActions'
import type { DB } from '../db/schema'
import { payFromHouse } from '../ledger/payFromHouse'
import type { OperatorKind } from '../operator/kinds'
import { lockRequest, transitionRequest, type MemberRequest } from '../requests/memberRequests'
import { requireTurnover } from '../wallet/turnover'

// The operator's decision on a submitted deposit order: approving credits the amount to the member's
// main balance (to be wagered once before it can be withdrawn), and the bonus of a coupon chosen with
// it, in the transaction that moves the status; rejecting moves no money and names the reason.

export const depositOperator: OperatorKind = {
  kind: 'deposit',
  listRow: (request) => ({
    channel: request.details.channel ?? null,
    depositorName: request.details.depositorName ?? null,
    receiptId: request.details.receiptId ?? null,
    network: request.details.network ?? null,
    microUsdt: request.details.microUsdt ?? null,
    transactionHash: request.details.transactionHash ?? null,
  }),
  async decide(trx, request, { decision, reason }, { at }) {
    if (decision === 'reject') return transitionRequest(trx, request.id, { to: 'rejected', reason, at })
    await transitionRequest(trx, request.id, { to: 'approved', reason, at })
    await credit(trx, request, at)
    await creditDepositCoupon(trx, request, at)
    const decided = await lockRequest(trx, request.id)
    if (!decided) throw new Error(`deposit ${request.reference} vanished`)
    return decided
  },
}

async function credit(trx: Transaction<DB>, request: MemberRequest, at: Date): Promise<void> {
  await payFromHouse(trx, {
    kind: 'deposit',
    memberId: request.member_id,
    account: 'main',
    amount: request.amount,
    memo: request.reference,
    requestId: request.id,
    at,
  })
  await requireTurnover(trx, request.member_id, request.amount, at)
}
