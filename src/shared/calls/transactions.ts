// The transaction history (DECISIONS.md, "Transaction history"): a statement of every movement of the
// member's money and points, newest first, each with the balance of its wallet after it.
import { z } from 'zod'
import { call } from './define'
import { isoDate, pageRequest, signedMinorUnits } from './rules'

/** What the type filter offers; each transfer kind the ledger records belongs to one. */
export const transactionCategories = ['deposit', 'withdrawal', 'transfer', 'bet', 'rebate', 'reward', 'prize', 'adjustment', 'other'] as const
export type TransactionCategory = (typeof transactionCategories)[number]

/** The ledger's transfer kinds by category; a kind not listed here is `other`. */
export const transactionKinds = {
  deposit: ['deposit', 'demo_deposit'],
  withdrawal: ['hold', 'hold_release', 'hold_payout'],
  transfer: ['platform_transfer_in', 'platform_transfer_out', 'platform_transfer_held', 'platform_transfer_reversed', 'point_conversion'],
  bet: ['bet_stake', 'bet_payout', 'bet_refund'],
  rebate: ['rebate', 'agent_commission'],
  reward: ['sign_in_reward', 'bet_upload_reward', 'coupon_bonus', 'demo_points'],
  prize: ['lucky_draw_prize', 'message_prize'],
  adjustment: ['adjustment'],
} as const satisfies Record<Exclude<TransactionCategory, 'other'>, readonly string[]>

export function categoryOf(kind: string): TransactionCategory {
  for (const [category, kinds] of Object.entries(transactionKinds)) {
    if ((kinds as readonly string[]).includes(kind)) return category as TransactionCategory
  }
  return 'other'
}

const TRANSACTION_PAGE_SIZE_MAX = 100
const walletKinds = ['main', 'point', 'platform'] as const

const transactionRecord = z.strictObject({
  /** The ledger entry: one transfer touching two of the member's wallets is two lines. */
  id: z.int().positive(),
  kind: z.string(),
  category: z.enum(transactionCategories),
  wallet: z.enum(walletKinds),
  /** The game platform's name for a platform wallet; null otherwise. */
  platform: z.string().nullable(),
  /** Signed: money in is positive. Minor units, or points for the point wallet. */
  amount: signedMinorUnits,
  /** The wallet's balance right after this movement. */
  balance: signedMinorUnits,
  /** The member request it carried out (W-…, D-…) when there is one. */
  reference: z.string().nullable(),
  createdAt: isoDate,
})
export type TransactionRecord = z.infer<typeof transactionRecord>

const transactionListRequest = z.strictObject({
  startTime: isoDate,
  endTime: isoDate,
  category: z.enum(transactionCategories).optional(),
  ...pageRequest(TRANSACTION_PAGE_SIZE_MAX),
})
export type TransactionListRequest = z.input<typeof transactionListRequest>

export const transactionCalls = {
  getTransactionList: call({
    method: 'POST', path: '/MemberTransaction/getTransactionList', access: 'member', idempotent: false,
    request: transactionListRequest,
    response: z.strictObject({ transactions: z.array(transactionRecord), total: z.int().nonnegative() }),
  }),
}
