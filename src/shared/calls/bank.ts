// Bank cards and the cashier (MemberBank): the banks a card can be bound at, the member's cards and
// binding one. The operator verifies a card before deposits open (seed §5).
import { z } from 'zod'
import { call } from './define'
import { get, isoDate, nameRule } from './rules'

/** `bank_card_duplicate` is the member's own number bound twice; another member's number is not refused (it would tell whose numbers are bound). */
export const bankErrors = ['unknown_bank', 'account_holder_mismatch', 'bank_card_limit', 'bank_card_duplicate'] as const

/** The reasons an operator may give when rejecting a card (the site translates each, with the requests' reasons). */
export const cardRejectionReasons = ['duplicate_account', 'account_details_invalid', 'security_review'] as const
export type CardRejectionReason = (typeof cardRejectionReasons)[number]

export const bankCountries = ['KR', 'TW', 'VN'] as const

export const bindBankRequest = z.strictObject({
  bankCode: z.string().trim().min(1).max(16),
  branch: nameRule(2, 60),
  accountHolder: nameRule(2, 50),
  // Digits, optionally grouped with spaces or dashes as printed on a passbook.
  accountNumber: z.string().trim().regex(/^\d[\d -]{6,28}\d$/).refine((value) => value.replace(/\D/g, '').length <= 20),
})

const bank = z.strictObject({ code: z.string(), name: z.string(), country: z.enum(bankCountries) })
export type Bank = z.infer<typeof bank>

const bankCard = z.strictObject({
  id: z.int().positive(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountHolder: z.string(),
  /** Only the last four digits leave the server. */
  maskedAccountNumber: z.string(),
  isVerify: z.boolean(),
  status: z.enum(['pending', 'verified', 'rejected']),
  /** The operator's reason for a rejection, when it gave one. */
  reason: z.enum(cardRejectionReasons).nullable(),
  createdAt: isoDate,
})
export type BankCard = z.infer<typeof bankCard>

export const bankCalls = {
  getBankList: get({
    path: '/MemberBank/getBankList', access: 'member', loading: true,
    response: z.strictObject({ banks: z.array(bank) }),
  }),
  getMemberBankInfoList: get({
    path: '/MemberBank/getMemberBankInfoList', access: 'member',
    response: z.strictObject({ cards: z.array(bankCard), maxCards: z.int().positive() }),
  }),
  bindBank: call({
    method: 'POST', path: '/MemberBank/bindBank', access: 'member', idempotent: true, loading: true, changes: ['bankCards'],
    request: bindBankRequest, response: bankCard,
  }),
}
