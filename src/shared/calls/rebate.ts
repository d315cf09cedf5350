// Real-time rebate: every valid bet (settled, and not a push) earns a rebate at its category's
// stated rate; the member sees what has accrued since the last claim (RealtimeRebateCard) and
// claims it into the main balance, once per intent.
import { z } from 'zod'
import { call } from './define'
import { get, isoDate, minorUnits, noInput } from './rules'

export const rebateErrors = ['rebate_nothing_to_claim'] as const

/** Rates are in basis points: 80 is 0.80 % of the valid stake. */
export const BASIS_POINTS = 10_000

const rebateCategory = z.strictObject({
  /** The top-level lobby category slug (slots, live-casino ...). */
  category: z.string(),
  name: z.string(),
  rate: z.int().nonnegative(),
  /** Valid stakes since the last claim, in minor units. */
  validStake: minorUnits,
  /** Rebate earned on them, in whole minor units. */
  amount: minorUnits,
})

export const rebateCalls = {
  getRealtimeRebate: get({
    path: '/Rebate/getRealtimeRebate', access: 'member',
    response: z.strictObject({
      categories: z.array(rebateCategory),
      total: minorUnits,
      lastClaimAt: isoDate.nullable(),
      /** How many times a claimed rebate must be wagered before it can be withdrawn. */
      turnoverMultiple: z.int().nonnegative(),
    }),
  }),
  claimRealtimeRebate: call({
    method: 'POST', path: '/Rebate/claimRealtimeRebate', access: 'member', idempotent: true,
    changes: ['rebate', 'balance', 'transactions'],
    request: noInput, response: z.strictObject({ amount: minorUnits.positive(), claimedAt: isoDate }),
  }),
}
