import type { Transaction } from 'kysely'
import type { DB, JsonObject } from '../db/schema'
import { holdFunds, payOutHold, releaseHold } from '../ledger/holds'
import type { OperatorKind } from '../operator/kinds'
import { createRequest, lockRequest, transitionRequest, type MemberRequest } from './memberRequests'

// A withdrawal's money: held from the moment the member asks, paid out or released by the decision.

export interface NewWithdrawal {
  memberId: number
  amount: number
  /** Where the money goes (card, network and address...), as the cashier records it. */
  details: JsonObject
  at: Date
}

/**
 * Files a pending withdrawal and holds its amount out of the member's main balance in the same
 * transaction; throws InsufficientFundsError (and files nothing) when the balance is short.
 */
export async function openWithdrawal(trx: Transaction<DB>, input: NewWithdrawal): Promise<MemberRequest> {
  const request = await createRequest(trx, { kind: 'withdrawal', memberId: input.memberId, status: 'pending', amount: input.amount, details: input.details, at: input.at })
  await holdFunds(trx, request, input.amount, input.at)
  return { ...request, held: input.amount }
}

export const withdrawalOperator: OperatorKind = {
  kind: 'withdrawal',
  async decide(trx, request, { decision, reason }, { at }) {
    if (decision === 'approve') {
      await transitionRequest(trx, request.id, { to: 'paid', reason, at })
      await payOutHold(trx, request, at)
    } else {
      await transitionRequest(trx, request.id, { to: 'rejected', reason, at })
      await releaseHold(trx, request, at)
    }
    const decided = await lockRequest(trx, request.id)
    if (!decided) throw new Error(`withdrawal ${request.reference} vanished`)
    return decided
  },
}
