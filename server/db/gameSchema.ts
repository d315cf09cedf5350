import type { ColumnType, Generated } from 'kysely'
import type { JsonObject } from './json'

// The tables of migration 012: play through the ledger, the demo platforms' book, rebate, bet
// uploads and the point conversion terms.

export type DemoGame = 'slot' | 'baccarat'

/** Issued at launch; its token (only the digest is kept) authenticates the game's rounds. */
interface GameSessionsTable {
  id: Generated<number>
  token_hash: string
  member_id: number
  /** The member session that launched it: the game session ends with it (null: launched before owners were kept, ended). */
  member_token_id: number | null
  game_id: number
  /** The game provider's slug: the platform the game runs on. */
  platform: string
  /** The wallet the rounds bet from: the member's main account (seamless) or platform account. */
  account_id: number
  demo_game: DemoGame
  lang: string
  created_at: Date
  expires_at: Date
}

/** How a bet moved money: the wallet account, the round, and a sports bet's event start. */
interface BetRoundsTable {
  bet_id: number
  account_id: number
  session_id: number | null
  round_id: string
  event_starts_at: Date | null
  outcome: ColumnType<JsonObject, string | undefined, string>
}

/** What a demo platform itself recorded of each transfer it was sent (its side of reconciliation). */
interface DemoPlatformTransfersTable {
  ref: string
  platform: string
  member_id: number
  direction: 'in' | 'out'
  amount: number
  applied: boolean
  created_at: Date
}

interface RebateAccrualsTable {
  member_id: number
  /** Top-level lobby category slug. */
  category: string
  valid_stake: Generated<number>
  /** Ten-thousandths of a minor unit. */
  accrued: Generated<number>
  updated_at: Date
}

interface BetUploadOffersTable {
  promotion_id: number
  min_multiple: number
  within_days: number
  reward_percent: number
  reward_max: number
}

interface BetUploadsTable {
  request_id: number
  bet_id: number
  promotion_id: number
  screenshot_id: number
}

interface MemberPointTermsTable {
  member_id: number
  accepted_at: Date
}

/** The tables of migration 012, part of the database's `DB` type. */
export interface GameTables {
  game_sessions: GameSessionsTable
  bet_rounds: BetRoundsTable
  demo_platform_transfers: DemoPlatformTransfersTable
  rebate_accruals: RebateAccrualsTable
  bet_upload_offers: BetUploadOffersTable
  bet_uploads: BetUploadsTable
  member_point_terms: MemberPointTermsTable
}
