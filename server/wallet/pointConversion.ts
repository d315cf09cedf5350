import type { Kysely, Transaction } from 'kysely'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { POINT_CURRENCY, systemAccountId } from '../ledger/accounts'
import { InsufficientFundsError, postTransferBetween, type LedgerAccount } from '../ledger/postTransfer'
import { requireTurnover } from './turnover'

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
  // Everything the conversion checks and every account it moves between, in one read.
  const member = await trx
    .selectFrom('members')
    .innerJoin('accounts as points', (join) => join.onRef('points.member_id', '=', 'members.id').on('points.kind', '=', 'point'))
    .innerJoin('accounts as main', (join) => join.onRef('main.member_id', '=', 'members.id').on('main.kind', '=', 'main'))
    .leftJoin('member_point_terms as terms', 'terms.member_id', 'members.id')
    .leftJoin('accounts as house_points', (join) => join.on('house_points.kind', '=', 'system').on('house_points.currency', '=', POINT_CURRENCY))
    .leftJoin('accounts as house', (join) => join.on('house.kind', '=', 'system').onRef('house.currency', '=', 'members.currency'))
    .select(['members.currency', 'points.id as pointsId', 'points.currency as pointCurrency', 'points.balance as pointBalance', 'main.id as mainId', 'main.currency as mainCurrency', 'terms.accepted_at as termsAcceptedAt'])
    .select(['house_points.id as housePointsId', 'house.id as houseId'])
    .where('members.id', '=', memberId)
    .$narrowType<{ pointBalance: number }>()
    .executeTakeFirstOrThrow()
  if (member.termsAcceptedAt === null) throw new ApiError(409, 'point_terms_required')
  const amount = pointValue(point, rate)
  const memo = `${point} points`
  // The accounts as the joins above found them: their kind, owner and currency are what they joined on.
  const points: LedgerAccount = { id: member.pointsId, kind: 'point', member_id: memberId, currency: member.pointCurrency }
  const main: LedgerAccount = { id: member.mainId, kind: 'main', member_id: memberId, currency: member.mainCurrency }
  const house = async (id: number | null, currency: string): Promise<LedgerAccount> => ({ id: id ?? (await systemAccountId(trx, currency)), kind: 'system', member_id: null, currency })
  let converted
  try {
    converted = await postTransferBetween(trx, points, await house(member.housePointsId, POINT_CURRENCY), { kind: playTransferKinds.pointConversion, memberId, amount: point, memo, at })
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(409, 'insufficient_points', { point: member.pointBalance })
    throw error
  }
  const paid = await postTransferBetween(trx, await house(member.houseId, member.currency), main, { kind: playTransferKinds.pointConversion, memberId, amount, memo, at })
  await requireTurnover(trx, memberId, amount, at)
  return { point, amount, pointBalance: converted.balanceAfter(points.id), balance: paid.balanceAfter(main.id) }
}
