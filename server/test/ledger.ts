import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { DB } from '../db/schema'
import { checkLedgerInvariants } from '../ledger/invariants'

/** Fails with every broken ledger rule listed. Test files that move money call it after each test. */
export async function expectLedgerSound(db: Kysely<DB>): Promise<void> {
  expect(await checkLedgerInvariants(db)).toEqual([])
}
