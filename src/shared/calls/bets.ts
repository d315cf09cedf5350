// Bet records: the game platforms' reports of the member's play, filtered by whole days; cancelling
// a sports bet before its event starts; and sending a winning bet to a promotion that asks for one.
import { z } from 'zod'
import { call } from './define'
import { requestStatuses } from './requests'
import { IMAGE_BODY_LIMIT, imageUpload } from './uploads'
import { get, isoDate, minorUnits, pageRequest, signedMinorUnits, slugPathRule } from './rules'

export const betErrors = [
  'invalid_date_range',
  'date_range_too_long',
  'bet_not_cancellable',
  'bet_event_started',
  'bet_upload_not_winning',
  'bet_upload_too_old',
  'bet_already_uploaded',
] as const

export const betStatuses = ['settled', 'pending', 'cancelled'] as const
const BET_PAGE_SIZE_MAX = 100

const betRecordListRequest = z.strictObject({
  startTime: isoDate,
  endTime: isoDate,
  status: z.enum(betStatuses).optional(),
  ...pageRequest(BET_PAGE_SIZE_MAX),
})
export type BetRecordListRequest = z.input<typeof betRecordListRequest>
const betRecord = z.strictObject({
  id: z.int().positive(),
  game: z.string(),
  provider: z.string(),
  /** The top-level lobby category slug, e.g. slots or live-casino. */
  category: z.string(),
  stake: minorUnits,
  /** 0 while pending; the refunded stake when cancelled. */
  payout: minorUnits,
  status: z.enum(betStatuses),
  placedAt: isoDate,
  settledAt: isoDate.nullable(),
  /** When the sports event the bet is on starts; null for other games. */
  eventStartsAt: isoDate.nullable(),
  /** A sports bet still open whose event has not started: the member may cancel it. */
  cancellable: z.boolean(),
  /** The bet's submission to a promotion, which the member follows here. */
  upload: z
    .strictObject({
      reference: z.string(),
      promotion: z.string(),
      status: z.enum(requestStatuses.bet_upload),
      reason: z.string().nullable(),
    })
    .nullable(),
})
export type BetRecord = z.infer<typeof betRecord>

/** A promotion that asks members to send a winning bet with a screenshot. */
const betUploadOffer = z.strictObject({
  promotion: z.string(),
  title: z.string(),
  /** The payout must be at least this many times the stake. */
  minMultiple: z.int().positive(),
  /** The bet must have settled within this many days. */
  withinDays: z.int().positive(),
  /** Percent of the net win paid as a bonus once approved, up to `rewardMax` minor units. */
  rewardPercent: z.int().positive(),
  rewardMax: minorUnits.positive(),
})
export type BetUploadOffer = z.infer<typeof betUploadOffer>

const betUploadRequest = z.strictObject({
  betId: z.int().positive(),
  promotion: slugPathRule,
  screenshot: imageUpload,
})

export const betCalls = {
  getMemberBetRecordList_V4: call({
    method: 'POST', path: '/MemberBet/getMemberBetRecordList_V4', access: 'member', idempotent: false, loading: true,
    request: betRecordListRequest,
    response: z.strictObject({
      records: z.array(betRecord),
      total: z.int().nonnegative(),
      /** Sums over every record the filters match, not only this page; net = payout - stake. */
      summary: z.strictObject({ stake: minorUnits, payout: minorUnits, net: signedMinorUnits }),
    }),
  }),
  cancelMemberBet: call({
    method: 'POST', path: '/MemberBet/cancelMemberBet', access: 'member', idempotent: true, loading: true,
    changes: ['bets', 'balance', 'platforms', 'transactions'],
    request: z.strictObject({ betId: z.int().positive() }),
    response: z.strictObject({ betId: z.int().positive(), refunded: minorUnits.positive(), cancelledAt: isoDate }),
  }),
  getBetUploadOffers: get({
    path: '/MemberBet/getBetUploadOffers', access: 'member',
    response: z.strictObject({ offers: z.array(betUploadOffer) }),
  }),
  uploadBetting: call({
    method: 'POST', path: '/MemberBet/uploadBetting', access: 'member', idempotent: true, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['bets', 'uploads'],
    request: betUploadRequest,
    response: z.strictObject({
      reference: z.string(),
      status: z.enum(requestStatuses.bet_upload),
      /** The bonus an approval pays, in minor units. */
      reward: minorUnits.positive(),
    }),
  }),
}
