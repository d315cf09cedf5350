// Withdrawals (DECISIONS.md, "Withdrawals"): what the member may withdraw now and why not more, the
// withdrawal itself to a verified card or a USDT address with the login password again, and the list
// with status, reason and reference. A withdrawal holds its amount at once; the operator pays or
// rejects it, and a member cannot take it back.
import { z } from 'zod'
import { amounts } from './amounts'
import { call } from './define'
import { requestStatuses } from './requests'
import { amountSchema, get, isoDate, minorUnits, pageRequest, securityCodeRule } from './rules'
import { withdrawalVerification } from './verification'

export const withdrawalErrors = [
  'withdrawal_below_minimum',
  'withdrawal_above_maximum',
  'withdrawal_above_withdrawable',
  'withdrawal_daily_limit',
  'withdrawal_card_not_verified',
  'crypto_network_unknown',
  'crypto_address_invalid',
] as const

const WITHDRAWAL_PAGE_SIZE_MAX = 50

const withdrawalDestination = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('card'), cardId: z.int().positive() }),
  z.strictObject({ kind: z.literal('crypto'), network: z.string().max(16), address: z.string().trim().min(1).max(128) }),
])
export type WithdrawalDestination = z.infer<typeof withdrawalDestination>

const withdrawalRequest = z.strictObject({
  amount: amountSchema(amounts.withdrawal),
  destination: withdrawalDestination,
  /** The login password, checked again (and throttled like a login). */
  password: z.string().min(1).max(64),
  /** With two-factor login on: a current code or a recovery code. */
  code: securityCodeRule.optional(),
})

const withdrawalRecord = z.strictObject({
  id: z.int().positive(),
  reference: z.string(),
  amount: minorUnits.positive(),
  fee: minorUnits,
  status: z.enum(requestStatuses.withdrawal),
  reason: z.string().nullable(),
  /** Where the money goes, as the member recognises it: "KB Kookmin Bank •••• 4567" or "TRC20 TQ3x…9kWp". */
  destination: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  decidedAt: isoDate.nullable(),
})
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>

const withdrawalInfo = z.strictObject({
  balance: minorUnits,
  /** Money held by withdrawals waiting for the operator (already out of the balance). */
  held: minorUnits,
  /** What is still to be wagered before that much of the balance can be withdrawn. */
  turnoverRequired: minorUnits,
  /** What has been wagered towards the turnover since it was last met. */
  turnoverWagered: minorUnits,
  /** The balance less the turnover still required (never below zero). */
  withdrawable: minorUnits,
  minimum: minorUnits,
  maximum: minorUnits,
  fee: minorUnits,
  dailyCount: z.int().nonnegative(),
  remainingToday: z.int().nonnegative(),
  cards: z.array(z.strictObject({ id: z.int().positive(), label: z.string() })),
  networks: z.array(z.strictObject({ code: z.string(), name: z.string(), minimum: minorUnits })),
  /** A bank card that is still waiting for verification (the member is told to wait, not to bind another). */
  cardPending: z.boolean(),
  /** Identity verification and how much may still be withdrawn without it. */
  verification: withdrawalVerification,
})
export type WithdrawalInfo = z.infer<typeof withdrawalInfo>

export const withdrawalCalls = {
  getMemberWithdrawalInfoV2: get({
    path: '/MemberWithdrawal/getMemberWithdrawalInfoV2', access: 'member',
    response: withdrawalInfo,
  }),
  submitWithdrawalV2: call({
    method: 'POST', path: '/MemberWithdrawal/submitWithdrawalV2', access: 'member', idempotent: true,
    changes: ['balance', 'withdrawals', 'transactions'],
    request: withdrawalRequest, response: withdrawalRecord,
  }),
  getMemberWithdrawalInfo: call({
    method: 'POST', path: '/MemberWithdrawal/getMemberWithdrawalInfo', access: 'member', idempotent: false, loading: true,
    request: z.strictObject({ ...pageRequest(WITHDRAWAL_PAGE_SIZE_MAX) }),
    response: z.strictObject({ withdrawals: z.array(withdrawalRecord), total: z.int().nonnegative() }),
  }),
}
