import { sql, type Kysely, type Transaction } from 'kysely'
import { BASIS_POINTS } from '../../src/shared/calls/rebate'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import type { ResponseOf } from '../../src/shared/contract'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { payFromHouse } from '../ledger/payFromHouse'
import { requireTurnover } from '../wallet/turnover'

// Real-time rebate: each valid bet (settled and not a push: a round that only gave the stake back
// was not really wagered) accrues its category's rate on its stake, kept in ten-thousandths of a
// minor unit so nothing is lost to rounding between bets. A claim pays the whole minor units into
// the main balance, keeps the remainder for next time, and must be wagered once, like any bonus.

/** The stated rates per top-level lobby category, in basis points of the valid stake. */
const REBATE_RATES: Readonly<Record<string, number>> = {
  slots: 80,
  fishing: 80,
  'live-casino': 50,
  cards: 60,
  sports: 50,
  lottery: 30,
}
const REBATE_TURNOVER_MULTIPLE = 1

export function isValidBet(stake: number, payout: number): boolean {
  return payout !== stake
}

export async function accrueRebate(trx: Transaction<DB>, memberId: number, category: string, stake: number, at: Date): Promise<void> {
  const rate = REBATE_RATES[category] ?? 0
  await trx
    .insertInto('rebate_accruals')
    .values({ member_id: memberId, category, valid_stake: stake, accrued: stake * rate, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['member_id', 'category']).doUpdateSet({
        valid_stake: sql`rebate_accruals.valid_stake + excluded.valid_stake`,
        accrued: sql`rebate_accruals.accrued + excluded.accrued`,
        updated_at: at,
      }),
    )
    .execute()
}

interface AccruedRebate {
  category: string
  rate: number
  validStake: number
  amount: number
}

/** What each category has accrued since the last claim, every stated category listed. */
async function accruedRebate(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<AccruedRebate[]> {
  const rows = await db.selectFrom('rebate_accruals').select(['category', 'valid_stake', 'accrued']).where('member_id', '=', memberId).execute()
  return Object.entries(REBATE_RATES).map(([category, rate]) => {
    const row = rows.find((r) => r.category === category)
    return { category, rate, validStake: row?.valid_stake ?? 0, amount: Math.floor((row?.accrued ?? 0) / BASIS_POINTS) }
  })
}

async function lastRebateClaim(db: Kysely<DB>, memberId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('member_id', '=', memberId)
    .where('kind', '=', playTransferKinds.rebate)
    .executeTakeFirst()
  return row?.at ?? null
}

/** What the member has accrued per top-level category (named in `lang`), in all, and when they last claimed. */
export async function rebateOverview(db: Kysely<DB>, memberId: number, lang: ContentLanguage): Promise<ResponseOf<'getRealtimeRebate'>> {
  const accrued = await accruedRebate(db, memberId)
  const names = await db.selectFrom('game_categories').select(['path', 'name']).where('parent_id', 'is', null).execute()
  const nameOf = (category: string) => {
    const found = names.find((row) => row.path === category)
    return found ? pick(found.name, lang) : category
  }
  const lastClaim = await lastRebateClaim(db, memberId)
  return {
    categories: accrued.map((row) => ({ ...row, name: nameOf(row.category) })),
    total: accrued.reduce((sum, row) => sum + row.amount, 0),
    lastClaimAt: lastClaim?.toISOString() ?? null,
    turnoverMultiple: REBATE_TURNOVER_MULTIPLE,
  }
}

/** Pays what has accrued into the main balance; 409 rebate_nothing_to_claim below one minor unit. */
export async function claimRebate(trx: Transaction<DB>, memberId: number, at: Date): Promise<number> {
  // Main first, as a round locks it before its accrual row, so a claim and a round cannot deadlock.
  await trx.selectFrom('accounts').select('id').where('member_id', '=', memberId).where('kind', '=', 'main').forUpdate().executeTakeFirstOrThrow()
  const rows = await trx.selectFrom('rebate_accruals').select(['category', 'accrued']).where('member_id', '=', memberId).forUpdate().execute()
  const amount = rows.reduce((sum, row) => sum + Math.floor(row.accrued / BASIS_POINTS), 0)
  if (amount === 0) throw new ApiError(409, 'rebate_nothing_to_claim')
  await trx
    .updateTable('rebate_accruals')
    .set({ valid_stake: 0, accrued: sql`accrued % ${BASIS_POINTS}`, updated_at: at })
    .where('member_id', '=', memberId)
    .execute()
  await payFromHouse(trx, {
    kind: playTransferKinds.rebate,
    memberId,
    account: 'main',
    amount,
    memo: 'real-time rebate',
    at,
  })
  await requireTurnover(trx, memberId, amount * REBATE_TURNOVER_MULTIPLE, at)
  return amount
}
