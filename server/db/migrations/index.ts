import { Migrator, type Kysely, type Migration } from 'kysely'
import type { DB } from '../schema'
import * as initial from './001_initial'
import * as banking from './002_banking'
import * as content from './003_content'
import * as messages from './004_messages'
import * as bets from './005_bets'
import * as ledgerRequests from './006_ledger_requests'
import * as operatorJobs from './007_operator_jobs'
import * as turnoverUploads from './010_turnover_uploads'
import * as deposits from './011_deposits'
import * as gameWallet from './012_game_wallet'
import * as engagement from './013_engagement'
import * as responsibleGaming from './014_responsible_gaming'
import * as coupons from './015_coupons'
import * as withdrawals from './016_withdrawals'
import * as loginDevices from './017_login_devices'
import * as addressAttempts from './018_address_attempts'
import * as cardReview from './019_card_review'
import * as gameSessionOwner from './020_game_session_owner'
import * as translations from './024_translations'
import * as memberGames from './025_member_games'
import * as lossLimits from './026_loss_limits'
import * as accountClosures from './027_account_closures'
import * as accountSecurity from './028_account_security'
import * as identityVerification from './029_identity_verification'

const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_banking': banking,
  '003_content': content,
  '004_messages': messages,
  '005_bets': bets,
  '006_ledger_requests': ledgerRequests,
  '007_operator_jobs': operatorJobs,
  '010_turnover_uploads': turnoverUploads,
  '011_deposits': deposits,
  '012_game_wallet': gameWallet,
  '013_engagement': engagement,
  '014_responsible_gaming': responsibleGaming,
  '015_coupons': coupons,
  '016_withdrawals': withdrawals,
  '017_login_devices': loginDevices,
  '018_address_attempts': addressAttempts,
  '019_card_review': cardReview,
  '020_game_session_owner': gameSessionOwner,
  '024_translations': translations,
  '025_member_games': memberGames,
  '026_loss_limits': lossLimits,
  '027_account_closures': accountClosures,
  '028_account_security': accountSecurity,
  '029_identity_verification': identityVerification,
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error })
}
