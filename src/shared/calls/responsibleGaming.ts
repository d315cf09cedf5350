// Responsible gaming (DECISIONS.md, "Responsible gaming"; issue 13): deposit limits per 24 hours, 7
// days and 30 days, the reality-check interval, and time-outs and self-exclusions, which end every
// session of the member and refuse login, deposits, transfers into games, launches and rounds until
// they end. Nothing here can lift an exclusion early; loosening a limit waits 24 hours.
import { z } from 'zod'
import { amounts } from './amounts'
import { call } from './define'
import { realityCheckIntervals } from './realityCheck'
import { amountSchema, get, isoDate, minorUnits } from './rules'

export const responsibleGamingErrors = ['account_excluded', 'deposit_limit_reached'] as const

export const depositLimitWindows = ['day', 'week', 'month'] as const
export type DepositLimitWindow = (typeof depositLimitWindows)[number]
export const exclusionPeriods = {
  time_out: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '5y'],
} as const
export type ExclusionPeriod = (typeof exclusionPeriods)[keyof typeof exclusionPeriods][number]

const limitAmount = amountSchema(amounts.limit).nullable()
/** One amount per window (day, week, month), null for none: deposit limits, and loss limits too. */
export const depositLimits = z.strictObject({ day: limitAmount, week: limitAmount, month: limitAmount })

const windowView = z.strictObject({
  window: z.enum(depositLimitWindows),
  limit: minorUnits.nullable(),
  /** Deposit orders in the window that count against it (awaiting payment, submitted or approved). */
  used: minorUnits,
  /** null without a limit. */
  remaining: minorUnits.nullable(),
  /** When the oldest counted order leaves the window (so more can be deposited); null when none counts. */
  resetsAt: isoDate.nullable(),
})

/** What a member's limits of one kind (deposit or loss) read back: those in force, what each window
 *  counted, and what may still go in now. */
export function limitSettings<W extends z.ZodType>(window: W) {
  return {
    limits: depositLimits,
    /** Limits asked for that loosen the ones in force, and when they take effect. */
    pending: z.strictObject({ limits: depositLimits, from: isoDate }).nullable(),
    windows: z.array(window),
    /** The lowest remaining of the windows; null without any limit. */
    remaining: minorUnits.nullable(),
    resetsAt: isoDate.nullable(),
  }
}

const responsibleGamingSettings = z.strictObject({
  ...limitSettings(windowView),
  /** Six months after the limits were last set: the page then asks the member to review them. */
  reviewDueAt: isoDate.nullable(),
  realityCheckMinutes: z.literal(realityCheckIntervals).nullable(),
})
export type ResponsibleGamingSettings = z.infer<typeof responsibleGamingSettings>

const setDepositLimitsRequest = depositLimits
const exclusionRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('time_out'), period: z.enum(exclusionPeriods.time_out) }),
  z.strictObject({ kind: z.literal('self_exclusion'), period: z.enum(exclusionPeriods.self_exclusion) }),
])

export const responsibleGamingCalls = {
  getResponsibleGaming: get({ path: '/ResponsibleGaming/getSettings', access: 'member', response: responsibleGamingSettings }),
  setDepositLimits: call({
    method: 'POST', path: '/ResponsibleGaming/setDepositLimits', access: 'member', idempotent: false, changes: ['limits'],
    request: setDepositLimitsRequest, response: responsibleGamingSettings,
  }),
  setRealityCheck: call({
    method: 'POST', path: '/ResponsibleGaming/setRealityCheck', access: 'member', idempotent: false, changes: ['limits'],
    request: z.strictObject({ minutes: z.literal([0, ...realityCheckIntervals]) }),
    response: responsibleGamingSettings,
  }),
  startExclusion: call({
    method: 'POST', path: '/ResponsibleGaming/startExclusion', access: 'member', idempotent: false,
    request: exclusionRequest,
    response: z.strictObject({ kind: z.enum(['time_out', 'self_exclusion']), until: isoDate }),
  }),
  getSessionSummary: get({
    path: '/ResponsibleGaming/getSessionSummary', access: 'member',
    response: z.strictObject({
      loggedInAt: isoDate,
      /** Whole minutes since this session's login. */
      minutes: z.int().nonnegative(),
      /** Payouts minus stakes of the bets placed since login (minor units; negative is a loss). */
      netResult: z.int(),
    }),
  }),
}
