import type { Kysely, Selectable } from 'kysely'
import type { BankCard } from '../../src/api/calls/bank'
import type { BankCardsTable, DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { isUniqueViolation } from '../members/lookup'

const ACCOUNT_NUMBER_KEY = 'bank_cards_account_number_key'

export function digitsOf(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '')
}

/** Names are compared as people write them: case, spacing and Unicode form do not matter. */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return normal(a) === normal(b)
}

export function toBankCard(row: Selectable<BankCardsTable>): BankCard {
  return {
    id: row.id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    branch: row.branch,
    accountHolder: row.account_holder,
    maskedAccountNumber: `•••• ${digitsOf(row.account_number).slice(-4)}`,
    isVerify: row.is_verify,
    status: row.rejected_at ? 'rejected' : row.is_verify ? 'verified' : 'pending',
    createdAt: row.created_at.toISOString(),
  }
}

export async function listCards(db: Kysely<DB>, memberId: number): Promise<BankCard[]> {
  const rows = await db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
  return rows.map(toBankCard)
}

export interface NewCard {
  bankCode: string
  branch: string
  accountHolder: string
  accountNumber: string
}

export interface BindRules {
  maxCards: number
  now: Date
}

/** Binds a card for a member. Runs inside the caller's transaction; the member row is locked so two
 *  binds of one member cannot both pass the card limit. */
export async function bindCard(trx: Kysely<DB>, memberId: number, card: NewCard, rules: BindRules): Promise<BankCard> {
  const member = await trx.selectFrom('members').select('real_name').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
  const bank = await trx.selectFrom('banks').select(['code', 'name']).where('code', '=', card.bankCode).executeTakeFirst()
  if (!bank) throw new ApiError(400, 'unknown_bank', { field: 'bankCode' })
  if (!sameName(card.accountHolder, member.real_name)) throw new ApiError(400, 'account_holder_mismatch', { field: 'accountHolder' })

  const live = await trx
    .selectFrom('bank_cards')
    .select('id')
    .where('member_id', '=', memberId)
    .where('rejected_at', 'is', null)
    .execute()
  if (live.length >= rules.maxCards) throw new ApiError(409, 'bank_card_limit', { max: rules.maxCards })

  const digits = digitsOf(card.accountNumber)
  const duplicate = await trx
    .selectFrom('bank_cards')
    .select('id')
    .where((eb) => eb(eb.fn('regexp_replace', ['account_number', eb.val('[^0-9]'), eb.val(''), eb.val('g')]), '=', digits))
    .where('rejected_at', 'is', null)
    .executeTakeFirst()
  if (duplicate) throw new ApiError(409, 'bank_card_duplicate', { field: 'accountNumber' })

  // The check above answers the usual case; the unique index settles two binds racing for one number.
  const row = await trx
    .insertInto('bank_cards')
    .values({
      member_id: memberId,
      bank_code: bank.code,
      bank_name: bank.name,
      branch: card.branch,
      account_holder: member.real_name,
      account_number: digits,
      is_verify: false,
      created_at: rules.now,
      verified_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ACCOUNT_NUMBER_KEY)) throw new ApiError(409, 'bank_card_duplicate', { field: 'accountNumber' })
      throw error
    })
  return toBankCard(row)
}

/** The operator's decision on a card, at once. Answers null when there is no such card. */
export async function decideCard(db: Kysely<DB>, cardId: number, decision: 'verify' | 'reject', now: Date): Promise<BankCard | null> {
  const changes =
    decision === 'verify'
      ? { is_verify: true, verified_at: now, rejected_at: null }
      : { is_verify: false, verified_at: null, rejected_at: now }
  const row = await db
    .updateTable('bank_cards')
    .set(changes)
    .where('id', '=', cardId)
    .returningAll()
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ACCOUNT_NUMBER_KEY)) throw new ApiError(409, 'bank_card_duplicate', { field: 'accountNumber' })
      throw error
    })
  return row ? toBankCard(row) : null
}

/** The demo operator's verification of a card still waiting for one; false when it was decided meanwhile. */
export async function verifyPendingCard(db: Kysely<DB>, cardId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bank_cards')
    .set({ is_verify: true, verified_at: now })
    .where('id', '=', cardId)
    .where('is_verify', '=', false)
    .where('rejected_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
