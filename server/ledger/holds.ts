import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { memberAccount, systemAccountId } from './accounts'
import { postTransfer } from './postTransfer'

// Money waiting for a decision is held: it leaves the member's main balance at once (so it cannot be
// spent twice) and sits in the member's hold account, recorded on the request as `held`, until the
// decision pays it out to the house or releases it back to main. The invariants check that every hold
// account equals what its requests hold.

const HOLD_TRANSFER_KINDS = { hold: 'hold', payout: 'hold_payout', release: 'hold_release' } as const

interface HeldRequest {
  id: number
  reference: string
}

/** Moves `amount` from the member's main account into hold for `request`; InsufficientFundsError when main has less. */
export async function holdFunds(trx: Transaction<DB>, request: HeldRequest, amount: number, at: Date): Promise<void> {
  const row = await trx
    .updateTable('member_requests')
    .set((eb) => ({ held: eb('held', '+', amount) }))
    .where('id', '=', request.id)
    .returning('member_id')
    .executeTakeFirstOrThrow()
  await postTransfer(trx, {
    kind: HOLD_TRANSFER_KINDS.hold,
    memberId: row.member_id,
    fromAccountId: (await memberAccount(trx, row.member_id, 'main')).id,
    toAccountId: (await memberAccount(trx, row.member_id, 'hold')).id,
    amount,
    memo: request.reference,
    requestId: request.id,
    at,
  })
}

/** The decision paid the held money out: it leaves the member for the house. Returns the amount. */
export function payOutHold(trx: Transaction<DB>, request: HeldRequest, at: Date): Promise<number> {
  return endHold(trx, request, 'payout', at)
}

/** The decision gave the held money back to the member's main balance. Returns the amount. */
export function releaseHold(trx: Transaction<DB>, request: HeldRequest, at: Date): Promise<number> {
  return endHold(trx, request, 'release', at)
}

async function endHold(trx: Transaction<DB>, request: HeldRequest, ending: 'payout' | 'release', at: Date): Promise<number> {
  const row = await trx
    .selectFrom('member_requests')
    .innerJoin('members', 'members.id', 'member_requests.member_id')
    .select(['member_requests.member_id', 'member_requests.held', 'members.currency'])
    .where('member_requests.id', '=', request.id)
    .forUpdate('member_requests')
    .executeTakeFirstOrThrow()
  if (row.held === 0) throw new Error(`request ${request.reference} holds nothing`)
  await trx.updateTable('member_requests').set({ held: 0 }).where('id', '=', request.id).execute()
  const hold = await memberAccount(trx, row.member_id, 'hold')
  await postTransfer(trx, {
    kind: HOLD_TRANSFER_KINDS[ending],
    memberId: row.member_id,
    fromAccountId: hold.id,
    toAccountId: ending === 'payout' ? await systemAccountId(trx, row.currency) : (await memberAccount(trx, row.member_id, 'main')).id,
    amount: row.held,
    memo: request.reference,
    requestId: request.id,
    at,
  })
  return row.held
}
