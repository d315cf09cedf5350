import type { Generated } from 'kysely'

// The tables of migration 011: where members pay deposits in.

interface DepositReceivingAccountsTable {
  id: Generated<number>
  channel: 'bank_transfer' | 'vip'
  bank_name: string
  account_holder: string
  account_number: string
  active: Generated<boolean>
}

export interface DepositTables {
  deposit_receiving_accounts: DepositReceivingAccountsTable
}
