// The table of migration 026, part of the database's `DB` type.

interface AccountClosuresTable {
  member_id: number
  closed_at: Date
}

export interface AccountClosureTables {
  account_closures: AccountClosuresTable
}
