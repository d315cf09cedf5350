import type { Generated } from 'kysely'

// The tables of migration 011: where members pay deposits in.

interface DepositReceivingAccountsTable {
  id: Generated<number>
  channel: 'bank_transfer' | 'vip'
  /** The name the account was opened with; bank_code (migration 024) names it in the member's language. */
  bank_name: string
  bank_code: string | null
  account_holder: string
  account_number: string
  active: Generated<boolean>
}

export interface DepositTables {
  deposit_receiving_accounts: DepositReceivingAccountsTable
}
