// Points: the member's point balance, what points are worth, and their conversion into the main
// balance (DECISIONS.md, "Points, game wallet and play"): at least POINT_TRANSFER_MINIMUM points, in
// steps of POINT_TRANSFER_STEP (amounts.ts), once the member has read the terms (PointNotice).
import { z } from 'zod'
import { amounts } from './amounts'
import { call } from './define'
import { amountSchema, get, isoDate, minorUnits, noInput } from './rules'

export const pointErrors = ['insufficient_points', 'point_step', 'point_terms_required'] as const

const pointTransferRequest = z.strictObject({ point: amountSchema(amounts.pointTransfer) })

export const pointCalls = {
  getPoint: get({ path: '/Point/getPoint', access: 'member', response: z.strictObject({ point: z.int().nonnegative() }) }),
  getRate: get({
    path: '/Point/getRate', access: 'member',
    response: z.strictObject({
      // `point` points are worth `amount` minor units of the member's currency.
      point: z.int().positive(),
      amount: minorUnits.positive(),
      minimum: z.int().positive(),
      step: z.int().positive(),
      /** The member has read the conversion terms (PointNotice), so it need not be shown again. */
      termsAccepted: z.boolean(),
    }),
  }),
  acceptPointTerms: call({
    method: 'POST', path: '/Point/acceptTerms', access: 'member', idempotent: false, changes: ['points'],
    request: noInput, response: z.strictObject({ acceptedAt: isoDate }),
  }),
  pointTransfer: call({
    method: 'POST', path: '/Point/transfer', access: 'member', idempotent: true, loading: true,
    changes: ['points', 'balance', 'transactions'],
    request: pointTransferRequest,
    response: z.strictObject({
      point: z.int().positive(),
      /** Minor units credited to the main balance. */
      amount: minorUnits.positive(),
      pointBalance: z.int().nonnegative(),
      balance: minorUnits,
      at: isoDate,
    }),
  }),
}
