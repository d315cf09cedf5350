// Loss limits (DECISIONS.md, "Account security and player protection"; issue 33): the most a member
// may lose, stakes less payouts, in 24 hours, 7 days and 30 days. A lower limit holds at once, a
// raise or removal 24 hours later, as deposit limits do. Every demo game round and every transfer
// into a game platform is checked under the same lock as a deposit; one that could take the loss past
// a limit is refused with what remains and when it resets.
import { z } from 'zod'
import { call } from './define'
import { depositLimits, depositLimitWindows, limitSettings } from './responsibleGaming'
import { get, isoDate, minorUnits } from './rules'

export const lossLimitErrors = ['loss_limit_reached'] as const

const lossWindow = z.strictObject({
  window: z.enum(depositLimitWindows),
  limit: minorUnits.nullable(),
  /** Stakes less payouts of the bets placed in the window, 0 when the member is ahead. */
  lost: minorUnits,
  /** What may still be staked (and lost) in the window; null without a limit. */
  remaining: minorUnits.nullable(),
  /** When the oldest bet counted leaves the window; null when none counts. */
  resetsAt: isoDate.nullable(),
})

const lossLimitSettings = z.strictObject(limitSettings(lossWindow))
export type LossLimitSettings = z.infer<typeof lossLimitSettings>

export const lossLimitCalls = {
  getLossLimits: get({ path: '/ResponsibleGaming/getLossLimits', access: 'member', response: lossLimitSettings }),
  setLossLimits: call({
    method: 'POST', path: '/ResponsibleGaming/setLossLimits', access: 'member', idempotent: false, changes: ['limits'],
    request: depositLimits, response: lossLimitSettings,
  }),
}
