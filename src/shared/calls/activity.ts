// Engagement (DECISIONS.md, "Engagement"): the daily sign-in and the lucky draws. Every reward is
// points or money credited through the ledger, once per Idempotency-Key; the sign-in is also once per
// calendar day in the operator's time zone whatever the key, and every draw happens on the server.
import { z } from 'zod'
import { call } from './define'
import { get, isoDate, noInput } from './rules'

export const activityErrors = ['participation_required', 'already_signed_in', 'no_draw_tickets'] as const

/** A calendar day in the operator's time zone, e.g. 2026-03-01. */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** One day of the 7-day streak: its points, and the lucky-draw tickets the 7th day adds. */
const signInStep = z.strictObject({
  day: z.int().min(1).max(7),
  points: z.int().positive(),
  tickets: z.int().nonnegative(),
})
export type SignInStep = z.infer<typeof signInStep>

const signInDay = z.strictObject({
  date: calendarDate,
  signed: z.boolean(),
  /** What the day gave (signed), or gives if the streak holds until then (today and later); 0 for a missed day. */
  points: z.int().nonnegative(),
  tickets: z.int().nonnegative(),
})
export type SignInDay = z.infer<typeof signInDay>

const signInList = z.strictObject({
  /** The operator's time zone, whose midnight starts each sign-in day. */
  timeZone: z.string(),
  today: calendarDate,
  signedToday: z.boolean(),
  /** Days signed in a row up to today (or up to yesterday while today is still open). */
  streak: z.int().nonnegative(),
  ladder: z.array(signInStep),
  /** Every day of the current month. */
  days: z.array(signInDay),
})
export type SignInList = z.infer<typeof signInList>

const prizeKinds = ['point', 'cash'] as const

/** The odds of a draw's prizes are stated in basis points and add up to this. */
export const ODDS_SCALE = 10_000

const prize = z.strictObject({
  id: z.int().positive(),
  kind: z.enum(prizeKinds),
  /** Points, or minor units of the member's currency for cash. */
  amount: z.int().positive(),
})
export type Prize = z.infer<typeof prize>

const drawPrize = prize.extend({ odds: z.int().positive().max(ODDS_SCALE) })
export type DrawPrize = z.infer<typeof drawPrize>

const luckyDraw = z.strictObject({
  id: z.int().positive(),
  /** Names the draw's translations (draws.name.<slug>). */
  slug: z.string(),
  /** Tickets one spin spends. */
  ticketCost: z.int().positive(),
  prizes: z.array(drawPrize),
})
export type LuckyDraw = z.infer<typeof luckyDraw>

const drawResult = z.strictObject({
  id: z.int().positive(),
  drawId: z.int().positive(),
  prize,
  createdAt: isoDate,
})
export type DrawResult = z.infer<typeof drawResult>

export const activityCalls = {
  memberSignInList: get({ path: '/Activity/memberSignInList', access: 'member', loading: true, response: signInList }),
  memberSignIn: call({
    method: 'POST', path: '/Activity/memberSignIn', access: 'member', idempotent: true,
    changes: ['signIn', 'draws', 'points', 'transactions'],
    request: noInput,
    response: z.strictObject({ date: calendarDate, streak: z.int().positive(), points: z.int().positive(), tickets: z.int().nonnegative() }),
  }),
  getLuckyDrawList: get({
    path: '/Activity/getLuckyDrawList', access: 'member', loading: true,
    response: z.strictObject({
      tickets: z.int().nonnegative(),
      draws: z.array(luckyDraw),
      /** The member's latest prizes, newest first. */
      results: z.array(drawResult),
    }),
  }),
  luckyDraw: call({
    method: 'POST', path: '/Activity/luckyDraw', access: 'member', idempotent: true,
    changes: ['draws', 'points', 'balance', 'transactions'],
    request: z.strictObject({ drawId: z.int().positive().max(1_000_000) }),
    response: drawResult.extend({ tickets: z.int().nonnegative() }),
  }),
}
