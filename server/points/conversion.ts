import type { Kysely, Transaction } from 'kysely'
import { playTransferKinds } from '../../src/api/calls/play'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { memberAccount, POINT_CURRENCY, systemAccountId } from '../ledger/accounts'
import { InsufficientFundsError, postTransfer } from '../ledger/postTransfer'
import { requireTurnover } from '../wallet/turnover'

// Points into money (DECISIONS.md, "Points, game wallet and play"): the points go back to the house's
// point account and the house pays their worth into the main balance, two balanced transfers (one
// per currency) in one transaction. The member first reads the terms (PointNotice); that they did is
// kept here on the server, so a second device or a cleared browser does not ask again, and a
// conversion without it is refused. Converted money is a bonus: it must be wagered once.

export async function pointTermsAccepted(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('member_point_terms').select('member_id').where('member_id', '=', memberId).executeTakeFirst()
  return row !== undefined
}

export async function acceptPointTerms(db: Kysely<DB>, memberId: number, at: Date): Promise<Date> {
  await db.insertInto('member_point_terms').values({ member_id: memberId, accepted_at: at }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
  const row = await db.selectFrom('member_point_terms').select('accepted_at').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return row.accepted_at
}

/** The money `point` points are worth; the rate is chosen so every allowed amount converts exactly. */
function pointValue(point: number, rate: Config['pointRate']): number {
  const amount = (point * rate.amount) / rate.point
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${point} points do not convert to a whole amount at ${rate.point}:${rate.amount}`)
  return amount
}

export async function convertPoints(trx: Transaction<DB>, memberId: number, point: number, rate: Config['pointRate'], at: Date) {
  if (!(await pointTermsAccepted(trx, memberId))) throw new ApiError(409, 'point_terms_required')
  const member = await trx.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirstOrThrow()
  const points = await memberAccount(trx, memberId, 'point')
  const main = await memberAccount(trx, memberId, 'main')
  const amount = pointValue(point, rate)
  const memo = `${point} points`
  try {
    await postTransfer(trx, { kind: playTransferKinds.pointConversion, memberId, fromAccountId: points.id, toAccountId: await systemAccountId(trx, POINT_CURRENCY), amount: point, memo, at })
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(409, 'insufficient_points', { point: points.balance })
    throw error
  }
  await postTransfer(trx, { kind: playTransferKinds.pointConversion, memberId, fromAccountId: await systemAccountId(trx, member.currency), toAccountId: main.id, amount, memo, at })
  await requireTurnover(trx, memberId, amount, at)
  return {
    point,
    amount,
    pointBalance: (await memberAccount(trx, memberId, 'point')).balance,
    balance: (await memberAccount(trx, memberId, 'main')).balance,
  }
}
