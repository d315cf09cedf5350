import { creditDepositCoupon } from '../coupons/couponActions'
import type { OperatorKind } from '../operator/kinds'
import { lockRequest, transitionRequest } from '../requests/memberRequests'
import { payApprovedRequest } from '../requests/payApproved'

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
    await payApprovedRequest(trx, 'deposit', request, at)
    await creditDepositCoupon(trx, request, at)
    const decided = await lockRequest(trx, request.id)
    if (!decided) throw new Error(`deposit ${request.reference} vanished`)
    return decided
  },
}
