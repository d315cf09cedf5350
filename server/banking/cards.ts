import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { BankCard, CardRejectionReason } from '../../src/shared/calls/bank'
import type { ContentLanguage } from '../db/contentSchema'
import type { BankCardsTable, DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { bankName } from './banks'
import { lockMember } from '../ledger/memberLock'
import { isUniqueViolation } from '../members/lookup'

// A number is on one verified card at most (migration 019).
const VERIFIED_NUMBER_KEY = 'bank_cards_verified_number_key'

function digitsOf(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '')
}

/** The stored number as digits, the expression the indexes of migration 019 are on. */
const storedDigits = sql<string>`regexp_replace(account_number, '[^0-9]', '', 'g')`

/** Names are compared as people write them: case, spacing and Unicode form do not matter. */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return normal(a) === normal(b)
}

/** A card as its member reads it, the bank named in `lang` (the stored name is the English one). */
function toBankCard(row: Selectable<BankCardsTable>, lang: ContentLanguage): BankCard {
  return {
    id: row.id,
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code, lang) ?? row.bank_name,
    branch: row.branch,
    accountHolder: row.account_holder,
    maskedAccountNumber: `•••• ${digitsOf(row.account_number).slice(-4)}`,
    isVerify: row.is_verify,
    status: row.rejected_at ? 'rejected' : row.is_verify ? 'verified' : 'pending',
    reason: row.rejected_at ? row.rejected_reason : null,
    createdAt: row.created_at.toISOString(),
  }
}

export async function listCards(db: Kysely<DB>, memberId: number, lang: ContentLanguage): Promise<BankCard[]> {
  const rows = await db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
  return rows.map((row) => toBankCard(row, lang))
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
  /** The language the member reads the bound card in. */
  lang: ContentLanguage
}

/**
 * Binds a card for a member. Runs inside the caller's transaction; the member row is locked so two
 * binds of one member cannot both pass the card limit. A number another member has bound is taken
 * like any other, with the same answer, and left to the operator's review (reviewPendingCard):
 * refusing it here would tell anyone whether a number is bound. Only the member's own number bound
 * twice is refused, which tells them nothing new.
 */
export async function bindCard(trx: Kysely<DB>, memberId: number, card: NewCard, rules: BindRules): Promise<BankCard> {
  await lockMember(trx, memberId)
  const member = await trx.selectFrom('members').select('real_name').where('id', '=', memberId).executeTakeFirstOrThrow()
  const bank = await trx.selectFrom('banks').select(['code', 'name']).where('code', '=', card.bankCode).executeTakeFirst()
  if (!bank) throw new ApiError(400, 'unknown_bank', { field: 'bankCode' })
  if (!sameName(card.accountHolder, member.real_name)) throw new ApiError(400, 'account_holder_mismatch', { field: 'accountHolder' })

  const live = await trx
    .selectFrom('bank_cards')
    .select('account_number')
    .where('member_id', '=', memberId)
    .where('rejected_at', 'is', null)
    .execute()
  if (live.length >= rules.maxCards) throw new ApiError(409, 'bank_card_limit', { max: rules.maxCards })
  const digits = digitsOf(card.accountNumber)
  if (live.some((own) => digitsOf(own.account_number) === digits)) throw new ApiError(409, 'bank_card_duplicate', { field: 'accountNumber' })

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
  return toBankCard(row, rules.lang)
}

/**
 * The operator's decision on a card, at once, with its reason when it rejects. Answers null when
 * there is no such card, 409 when verifying a number already verified on another card.
 */
export async function decideCard(db: Kysely<DB>, cardId: number, decision: 'verify' | 'reject', now: Date, reason: CardRejectionReason | null = null): Promise<BankCard | null> {
  const changes =
    decision === 'verify'
      ? { is_verify: true, verified_at: now, rejected_at: null, rejected_reason: null }
      : { is_verify: false, verified_at: null, rejected_at: now, rejected_reason: reason }
  const row = await db
    .updateTable('bank_cards')
    .set(changes)
    .where('id', '=', cardId)
    .returningAll()
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, VERIFIED_NUMBER_KEY)) throw new ApiError(409, 'bank_card_duplicate', { field: 'accountNumber' })
      throw error
    })
  // The operator's API reads English.
  return row ? toBankCard(row, 'en') : null
}

/**
 * The demo operator's review of a card still waiting for one: verified, unless its number belongs
 * to another member (on their verified card, or on their live card bound earlier), in which case it
 * is rejected as `duplicate_account`, so nobody gets a number someone else bound first verified.
 * False when the card was decided meanwhile.
 */
export async function reviewPendingCard(trx: Transaction<DB>, cardId: number, now: Date): Promise<boolean> {
  const card = await trx
    .selectFrom('bank_cards')
    .select(['id', 'member_id', 'account_number'])
    .where('id', '=', cardId)
    .where('is_verify', '=', false)
    .where('rejected_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  if (!card) return false
  const claimed = await trx
    .selectFrom('bank_cards')
    .select('id')
    .where(storedDigits, '=', digitsOf(card.account_number))
    .where('member_id', '<>', card.member_id)
    .where('rejected_at', 'is', null)
    .where((eb) => eb.or([eb('is_verify', '=', true), eb('id', '<', card.id)]))
    .executeTakeFirst()
  await decideCard(trx, card.id, claimed ? 'reject' : 'verify', now, claimed ? 'duplicate_account' : null)
  return true
}
