// The tables of migration 028, part of the database's `DB` type.
import type { Generated } from 'kysely'

interface MemberTwoFactorTable {
  member_id: number
  secret: string
  created_at: Date
  enabled_at: Date | null
  last_step: number | null
}

interface MemberRecoveryCodesTable {
  id: Generated<number>
  member_id: number
  code_hash: string
  used_at: Date | null
}

interface LoginChallengesTable {
  id: Generated<number>
  token_hash: string
  member_id: number
  device_id: string | null
  expires_at: Date
  used_at: Date | null
}

interface LoginHistoryTable {
  id: Generated<number>
  member_id: number
  at: Date
  ip: string
  user_agent: string
  success: boolean
}

export interface SecurityTables {
  member_two_factor: MemberTwoFactorTable
  member_recovery_codes: MemberRecoveryCodesTable
  login_challenges: LoginChallengesTable
  login_history: LoginHistoryTable
}
