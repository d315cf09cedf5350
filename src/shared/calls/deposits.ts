// Deposits (DECISIONS.md, "Deposits"): four channels, one open order per member, each order a member
// request of kind deposit that an operator approves (crediting the main balance) or rejects with a
// reason. Amounts are integer minor units of the member's currency; USDT amounts are micro-USDT.
import { z } from 'zod'
import { amounts } from './amounts'
import { call } from './define'
import { requestStatuses } from './requests'
import { amountSchema, get, isoDate, minorUnits, nameRule } from './rules'
import { IMAGE_BODY_LIMIT, imageUpload } from './uploads'

export const depositErrors = [
  'deposit_open_order',
  'deposit_channel_closed',
  'deposit_amount_out_of_range',
  'depositor_name_mismatch',
  'deposit_card_required',
  'deposit_vip_level_required',
  'deposit_unknown_network',
  'deposit_not_offline',
] as const

export const depositChannels = ['bank_transfer', 'offline', 'vip', 'usdt'] as const
export type DepositChannel = (typeof depositChannels)[number]

/** Orders in these statuses are open: the member has one at most. */
export const openDepositStatuses = ['awaiting_payment', 'submitted'] as const

/** The VIP channel opens at this level (DECISIONS.md). */
export const VIP_DEPOSIT_LEVEL = 2

const depositStatus = z.enum(requestStatuses.deposit)

/** A receiving account, shown only to the member it is given to. */
const receivingAccount = z.strictObject({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  validUntil: isoDate,
})
export type ReceivingAccount = z.infer<typeof receivingAccount>

const depositOrder = z.strictObject({
  id: z.int().positive(),
  reference: z.string(),
  channel: z.enum(depositChannels),
  status: depositStatus,
  reason: z.string().nullable(),
  amount: minorUnits.positive(),
  depositorName: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  decidedAt: isoDate.nullable(),
  /** The bank or VIP account the money goes to. */
  account: receivingAccount.nullable(),
  /** Offline: when the member says they paid, and the receipt image. */
  paidAt: isoDate.nullable(),
  receiptId: z.int().positive().nullable(),
  /** The bonus of the coupon chosen with the order, credited with its approval. */
  couponBonus: minorUnits.positive().nullable(),
  crypto: z
    .strictObject({
      network: z.string(),
      address: z.string(),
      /** The exact amount to send, in micro-USDT. */
      microUsdt: z.int().positive(),
      expiresAt: isoDate,
      transactionHash: z.string().nullable(),
    })
    .nullable(),
})
export type DepositOrder = z.infer<typeof depositOrder>

const depositChannelInfo = z.strictObject({
  channel: z.enum(depositChannels),
  min: minorUnits.positive(),
  max: minorUnits.positive(),
  /** Closed for this member (the VIP channel below level 2). */
  open: z.boolean(),
})
export type DepositChannelInfo = z.infer<typeof depositChannelInfo>

const cryptoNetwork = z.strictObject({
  code: z.string(),
  name: z.string(),
  /** micro-USDT per minor unit of the member's currency. */
  rate: z.int().positive(),
  minimum: minorUnits.positive(),
  confirmations: z.int().positive(),
})

const depositorName = nameRule(2, 50)
const amount = amountSchema(amounts.deposit)
const reference = z.string().trim().regex(/^D-\d{8}-\d{6,}$/)
/** A deposit coupon the member holds (coupons.ts), credited with the deposit's approval. */
const couponId = z.int().positive().optional()

export const depositInfoRequest = z.strictObject({
  startTime: isoDate.optional(),
  endTime: isoDate.optional(),
  status: depositStatus.optional(),
})

export const depositCalls = {
  getMemberDepositInfo: call({
    method: 'POST', path: '/Deposit/getMemberDepositInfo', access: 'member', idempotent: false,
    request: depositInfoRequest,
    response: z.strictObject({
      channels: z.array(depositChannelInfo),
      /** The member's open order, whatever the filters. */
      open: depositOrder.nullable(),
      /** Newest first, filtered; at most 100. */
      orders: z.array(depositOrder),
    }),
  }),
  memberPasswordGetBankInfo: call({
    method: 'POST', path: '/Deposit/memberPasswordGetBankInfo', access: 'member', idempotent: false,
    request: z.strictObject({ password: z.string().min(1).max(128) }),
    response: receivingAccount,
  }),
  memberPasswordDeposit: call({
    method: 'POST', path: '/Deposit/memberPasswordDeposit', access: 'member', idempotent: true, loading: true,
    changes: ['deposits', 'limits', 'coupons'],
    request: z.strictObject({ amount, depositorName, couponId }),
    response: depositOrder,
  }),
  memberOfflineDeposit: call({
    method: 'POST', path: '/Deposit/memberOfflineDeposit', access: 'member', idempotent: true, loading: true, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['deposits', 'limits', 'uploads', 'coupons'],
    request: z.strictObject({ amount, depositorName, paidAt: isoDate, receipt: imageUpload, couponId }),
    response: depositOrder,
  }),
  memberDepositUploadReceipt: call({
    method: 'POST', path: '/Deposit/memberDepositUploadReceipt', access: 'member', idempotent: true, bodyLimit: IMAGE_BODY_LIMIT,
    changes: ['deposits', 'uploads'],
    request: z.strictObject({ reference, receipt: imageUpload }),
    response: depositOrder,
  }),
  memberVipDeposit: call({
    method: 'POST', path: '/Deposit/memberVipDeposit', access: 'member', idempotent: true, loading: true,
    changes: ['deposits', 'limits', 'coupons'],
    request: z.strictObject({ amount, depositorName, couponId }),
    response: depositOrder,
  }),
  editMemberVipDepositStatus: call({
    method: 'POST', path: '/Deposit/editMemberVipDepositStatus', access: 'member', idempotent: true,
    changes: ['deposits', 'limits'],
    request: z.strictObject({ reference, action: z.enum(['paid', 'cancel']) }),
    response: depositOrder,
  }),
  /** The member cancels their own order on any channel while it is awaiting payment or submitted;
   *  cancelling a cancelled order answers it again, any other status is request_not_changeable. */
  cancelMemberDeposit: call({
    method: 'POST', path: '/Deposit/cancelMemberDeposit', access: 'member', idempotent: true,
    changes: ['deposits', 'limits'],
    request: z.strictObject({ reference }),
    response: depositOrder,
  }),
  getCryptoList: get({
    path: '/Deposit/getCryptoList', access: 'member',
    response: z.strictObject({ networks: z.array(cryptoNetwork) }),
  }),
  memberCryptoDeposit: call({
    method: 'POST', path: '/Deposit/memberCryptoDeposit', access: 'member', idempotent: true, loading: true,
    changes: ['deposits', 'limits', 'coupons'],
    request: z.strictObject({ amount, network: z.string().trim().min(1).max(16), couponId }),
    response: depositOrder,
  }),
  editMemberUSDTDepositStatus: call({
    method: 'POST', path: '/Deposit/editMemberUSDTDepositStatus', access: 'member', idempotent: true,
    changes: ['deposits', 'limits'],
    request: z
      .strictObject({
        reference,
        action: z.enum(['paid', 'cancel']),
        transactionHash: z.string().trim().regex(/^(0x)?[0-9a-fA-F]{64}$/).optional(),
      })
      .refine((value) => value.action === 'cancel' || value.transactionHash !== undefined, { path: ['transactionHash'], params: { code: 'field_required' } }),
    response: depositOrder,
  }),
}
