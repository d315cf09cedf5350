import type { Generated } from 'kysely'
import type { ContentTables } from './contentSchema'

// Timestamps are written from the injectable clock (never the database's now()), so tests that move
// time see consistent expiry, idle and rate-limit windows.

export interface MembersTable {
  id: Generated<number>
  username: string
  password_hash: string
  real_name: string
  phone: string
  email: string
  currency: string
  vip_level: Generated<number>
  seamless: boolean
  participation: boolean
  referral_code: string
  referred_by_code: string | null
  sub_agent_code: string | null
  created_at: Date
  last_login_at: Date | null
}

export interface MemberTokensTable {
  id: Generated<number>
  token_hash: string
  member_id: number
  device_id: string | null
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  revoked_at: Date | null
}

export interface LoginFailuresTable {
  id: Generated<number>
  username_key: string
  ip: string
  at: Date
}

export interface PasswordResetCodesTable {
  id: Generated<number>
  member_id: number
  code_hash: string
  created_at: Date
  expires_at: Date
  attempts: Generated<number>
  used_at: Date | null
}

export interface GuestQuestionsTable {
  id: Generated<number>
  name: string
  contact: string
  question: string
  ip: string
  lang: string | null
  created_at: Date
}

export interface MemberDevicesTable {
  id: Generated<number>
  member_id: number
  device_id: string
  user_agent: string
  first_seen: Date
  last_seen: Date
}

export type MessageKind = 'member' | 'service'
export type PrizeKind = 'balance' | 'point'

export interface MemberMessagesTable {
  id: Generated<number>
  member_id: number
  kind: MessageKind
  title: string
  body: string
  created_at: Date
  read_at: Date | null
  deleted_at: Generated<Date | null>
  prize_kind: Generated<PrizeKind | null>
  /** Minor units of the member's currency for 'balance', points for 'point'. */
  prize_amount: Generated<number | null>
  prize_claimed_at: Generated<Date | null>
}

export interface BankCardsTable {
  id: Generated<number>
  member_id: number
  bank_code: string
  bank_name: string
  branch: string
  account_holder: string
  account_number: string
  is_verify: boolean
  created_at: Date
  verified_at: Date | null
  /** When the demo operator verifies the card by itself; null for cards only an admin call decides. */
  verify_after: Generated<Date | null>
  rejected_at: Generated<Date | null>
}

export interface BanksTable {
  code: string
  name: string
  country: 'KR' | 'TW' | 'VN'
  sort: number
}

export interface IdempotencyKeysTable {
  member_id: number
  key: string
  request_hash: string
  status: number
  response: string
  created_at: Date
}

export type AccountKind = 'main' | 'point' | 'system'

export interface AccountsTable {
  id: Generated<number>
  member_id: number | null
  kind: AccountKind
  currency: string
  balance: Generated<number>
}

export interface TransfersTable {
  id: Generated<number>
  kind: string
  member_id: number | null
  created_at: Date
  memo: string
}

export interface EntriesTable {
  id: Generated<number>
  transfer_id: number
  account_id: number
  amount: number
}

export type BetStatus = 'settled' | 'pending' | 'cancelled'

/** A platform's report of one bet; stake and payout in minor units of the member's currency. */
export interface BetsTable {
  id: Generated<number>
  member_id: number
  game_id: number
  stake: number
  /** 0 while pending; the stake itself when cancelled (refunded). */
  payout: number
  status: BetStatus
  placed_at: Date
  settled_at: Date | null
}

export interface DB extends ContentTables {
  members: MembersTable
  member_tokens: MemberTokensTable
  login_failures: LoginFailuresTable
  password_reset_codes: PasswordResetCodesTable
  guest_questions: GuestQuestionsTable
  member_devices: MemberDevicesTable
  member_messages: MemberMessagesTable
  bank_cards: BankCardsTable
  banks: BanksTable
  idempotency_keys: IdempotencyKeysTable
  accounts: AccountsTable
  transfers: TransfersTable
  entries: EntriesTable
  bets: BetsTable
}
