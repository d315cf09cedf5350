import type { Kysely, Transaction } from 'kysely'
import type { SignInList, SignInStep } from '../../src/shared/calls/activity'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { memberAccount, POINT_CURRENCY, systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { daysBetween, daysOfMonth, monthOf, operatorDate, shiftDate } from './operatorCalendar'
import { requireParticipation } from './participation'
import { grantTickets } from './tickets'

// The daily sign-in (DECISIONS.md, Engagement): once per calendar day in the operator's time zone,
// points by the day of the streak, and on the 7th day in a row a lucky-draw ticket too; the 8th day
// starts the ladder again. A missed day ends the streak.

const SIGN_IN_LADDER: readonly SignInStep[] = [
  { day: 1, points: 10, tickets: 0 },
  { day: 2, points: 20, tickets: 0 },
  { day: 3, points: 30, tickets: 0 },
  { day: 4, points: 40, tickets: 0 },
  { day: 5, points: 50, tickets: 0 },
  { day: 6, points: 60, tickets: 0 },
  { day: 7, points: 100, tickets: 1 },
]

/** The ladder step of the `streak`th day in a row. */
function stepOf(streak: number): SignInStep {
  const step = SIGN_IN_LADDER[(streak - 1) % SIGN_IN_LADDER.length]
  if (!step) throw new RangeError(`a streak counts from 1, got ${streak}`)
  return step
}

export interface SignInOutcome {
  date: string
  streak: number
  points: number
  tickets: number
}

/**
 * Signs the member in for today. The primary key (member, day) decides: of two sign-ins racing on the
 * same day, the second inserts nothing and is refused with 409 already_signed_in, crediting nothing.
 */
export async function signIn(trx: Transaction<DB>, memberId: number, at: Date, timeZone: string): Promise<SignInOutcome> {
  await requireParticipation(trx, memberId)
  const today = operatorDate(at, timeZone)
  const yesterday = await trx
    .selectFrom('sign_ins')
    .select('streak')
    .where('member_id', '=', memberId)
    .where('day', '=', shiftDate(today, -1))
    .executeTakeFirst()
  const streak = (yesterday?.streak ?? 0) + 1
  const step = stepOf(streak)
  const inserted = await trx
    .insertInto('sign_ins')
    .values({ member_id: memberId, day: today, streak, points: step.points, tickets: step.tickets, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst()
  if (!inserted) throw new ApiError(409, 'already_signed_in', { date: today })

  await postTransfer(trx, {
    kind: 'sign_in_reward',
    memberId,
    fromAccountId: await systemAccountId(trx, POINT_CURRENCY),
    toAccountId: (await memberAccount(trx, memberId, 'point')).id,
    amount: step.points,
    memo: `sign-in ${today} (day ${streak})`,
    at,
  })
  if (step.tickets > 0) await grantTickets(trx, memberId, step.tickets, at)
  return { date: today, streak, points: step.points, tickets: step.tickets }
}

/** The current month as the sign-in calendar shows it: what each signed day gave, and what each day to come gives if the streak holds. */
export async function signInMonth(db: Kysely<DB>, memberId: number, at: Date, timeZone: string): Promise<SignInList> {
  const today = operatorDate(at, timeZone)
  const month = daysOfMonth(monthOf(today))
  const rows = await db
    .selectFrom('sign_ins')
    .select(['day', 'streak', 'points', 'tickets'])
    .where('member_id', '=', memberId)
    .where('day', '>=', shiftDate(month[0]!, -1))
    .where('day', '<=', month.at(-1)!)
    .execute()
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const signedToday = byDay.has(today)
  const streak = byDay.get(today)?.streak ?? byDay.get(shiftDate(today, -1))?.streak ?? 0
  // The streak today will have once signed: the same whether it is already signed or not yet.
  const streakToday = signedToday ? streak : streak + 1

  const days = month.map((date) => {
    const row = byDay.get(date)
    if (row) return { date, signed: true, points: row.points, tickets: row.tickets }
    if (date < today) return { date, signed: false, points: 0, tickets: 0 }
    const step = stepOf(streakToday + daysBetween(today, date))
    return { date, signed: false, points: step.points, tickets: step.tickets }
  })
  return { timeZone, today, signedToday, streak, ladder: [...SIGN_IN_LADDER], days }
}
