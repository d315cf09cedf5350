import type { ColumnType, Generated } from 'kysely'
import type { JsonObject } from './json'
import type { CardRejectionReason } from '../../src/shared/calls/bank'
import type { RequestKind, RequestStatus } from '../../src/shared/calls/requests'
import type { ContentTables, Translated } from './contentSchema'
import type { EngagementTables } from './engagementSchema'
import type { DepositTables } from './depositSchema'
import type { CouponTables } from './couponSchema'
import type { GameTables } from './gameSchema'
import type { ResponsibleGamingTables } from '../responsibleGaming/schema'
import type { MemberGameTables } from '../memberGames/schema'
import type { LossLimitTables } from '../responsibleGaming/lossLimitSchema'
import type { AccountClosureTables } from '../members/closureSchema'
import type { SecurityTables } from '../security/schema'

// Timestamps are written from the injectable clock (never the database's now()), so tests that move
// time see consistent expiry, idle and rate-limit windows.

interface MembersTable {
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

interface MemberTokensTable {
  id: Generated<number>
  token_hash: string
  member_id: number
  device_id: string | null
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  revoked_at: Date | null
  /** Where and in what the session was started (migration 028); null for sessions from before. */
  ip: Generated<string | null>
  user_agent: Generated<string | null>
}

interface LoginFailuresTable {
  id: Generated<number>
  username_key: string
  ip: string
  at: Date
  device_id: string | null
}

interface AddressAttemptsTable {
  id: Generated<number>
  action: string
  ip: string
  at: Date
}

interface PasswordResetCodesTable {
  id: Generated<number>
  member_id: number
  code_hash: string
  created_at: Date
  expires_at: Date
  attempts: Generated<number>
  used_at: Date | null
}

interface GuestQuestionsTable {
  id: Generated<number>
  name: string
  contact: string
  question: string
  ip: string
  lang: string | null
  created_at: Date
}

interface MemberDevicesTable {
  id: Generated<number>
  member_id: number
  device_id: string
  user_agent: string
  first_seen: Date
  last_seen: Date
}

export type MessageKind = 'member' | 'service'
export type PrizeKind = 'balance' | 'point'

/** A message the site wrote, in each language the member may read it in. */
interface MessageTranslations {
  title: Translated
  body: Translated
}

interface MemberMessagesTable {
  id: Generated<number>
  member_id: number
  kind: MessageKind
  /** The text of a message an operator wrote in one language; English for one the site wrote in four. */
  title: string
  body: string
  /** The four versions of a message the site wrote (migration 024); null for an operator's. */
  translations: ColumnType<MessageTranslations | null, string | undefined, never>
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
  rejected_at: Generated<Date | null>
  /** Why the operator rejected it, when it said. */
  rejected_reason: Generated<CardRejectionReason | null>
}

interface BanksTable {
  code: string
  name: string
  country: 'KR' | 'TW' | 'VN'
  sort: number
}

interface IdempotencyKeysTable {
  member_id: number
  key: string
  request_hash: string
  status: number
  response: string
  created_at: Date
}

/**
 * main and point: what the member spends; hold: money waiting for a decision on one of the member's
 * requests; platform: the member's balance on one game platform; system: the house, where credited
 * money comes from and paid-out money goes (one per currency, the only kind that may go negative).
 */
export type AccountKind = 'main' | 'point' | 'hold' | 'platform' | 'system'

interface AccountsTable {
  id: Generated<number>
  member_id: number | null
  kind: AccountKind
  currency: string
  /** Set only for kind 'platform'. */
  platform: Generated<string | null>
  /** The running balance of a member's account; null for a system account (the sum of its entries). */
  balance: number | null
}

interface TransfersTable {
  id: Generated<number>
  kind: string
  member_id: number | null
  /** The member request this transfer carries out, if any. */
  request_id: Generated<number | null>
  created_at: Date
  memo: string
}

export interface MemberRequestsTable {
  id: Generated<number>
  member_id: number
  kind: RequestKind
  status: RequestStatus
  /** What the member quotes to support, e.g. D-20261122-000123. */
  reference: string
  /** Minor units of the member's currency; 0 for an inquiry. */
  amount: number
  /** What this request holds in the member's hold account right now. */
  held: Generated<number>
  /** The reason code of a refusal, translated by the site. */
  reason: Generated<string | null>
  /** Kind-specific facts (depositor name, destination, platform...), each feature's own shape. */
  details: ColumnType<JsonObject, string | undefined, string>
  created_at: Date
  updated_at: Date
  /** When it reached a final status. */
  decided_at: Generated<Date | null>
}

type ScheduledSubject = 'bank_card' | 'request'
export type ScheduledOutcome = 'applied' | 'superseded' | 'failed'

/** A decision the demo operator takes by itself once it is due. */
interface ScheduledDecisionsTable {
  id: Generated<number>
  subject: ScheduledSubject
  subject_id: number
  /** 'verify' | 'reject' for a bank card; 'approve' | 'reject' for a request. */
  decision: string
  reason: string | null
  due_at: Date
  created_at: Date
  done_at: Generated<Date | null>
  outcome: Generated<ScheduledOutcome | null>
}

interface EntriesTable {
  id: Generated<number>
  transfer_id: number
  account_id: number
  amount: number
}

export type BetStatus = 'settled' | 'pending' | 'cancelled'

/** A platform's report of one bet; stake and payout in minor units of the member's currency. */
interface BetsTable {
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

/** What a member still has to wager before withdrawing (minor units). */
interface MemberTurnoverTable {
  member_id: number
  required: number
  /** Everything credited since the turnover was last met; target - required has been wagered. */
  target: Generated<number>
  updated_at: Date
}

type UploadContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf'

/** An image a member uploaded; only its owner is ever given it back. */
interface MemberUploadsTable {
  id: Generated<number>
  member_id: number
  content_type: UploadContentType
  /** A Buffer from PostgreSQL, a Uint8Array from PGlite. */
  bytes: Uint8Array
  created_at: Date
}

export interface DB extends ContentTables, EngagementTables, GameTables, DepositTables, CouponTables, ResponsibleGamingTables, MemberGameTables, LossLimitTables, AccountClosureTables, SecurityTables {
  members: MembersTable
  member_tokens: MemberTokensTable
  login_failures: LoginFailuresTable
  address_attempts: AddressAttemptsTable
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
  member_requests: MemberRequestsTable
  scheduled_decisions: ScheduledDecisionsTable
  member_turnover: MemberTurnoverTable
  member_uploads: MemberUploadsTable
}
