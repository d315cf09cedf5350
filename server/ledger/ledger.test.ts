import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { expectLedgerSound } from '../test/ledger'
import { memberAccount, systemAccountId } from './accounts'
import { checkLedgerInvariants } from './invariants'
import { InsufficientFundsError, postTransfer } from './postTransfer'

const at = new Date('2026-02-01T00:00:00.000Z')

describeDatabases('the ledger', (target: DatabaseTarget) => {
  const memberWith = async (balance: number) => {
    const { memberId, mainId } = await createFundedMember(target.database.db, balance, at)
    return { memberId, accountId: mainId }
  }
  afterEach(() => expectLedgerSound(target.database.db))

  it('holds its invariants on the demo data', async () => {
    expect(await checkLedgerInvariants(target.database.db)).toEqual([])
  })

  it('lets exactly 3 of 50 concurrent withdrawals of 30 from 100 through', async () => {
    const { db } = target.database
    const { memberId, accountId } = await memberWith(100)
    const house = await systemAccountId(db, 'USD')
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.transaction().execute((trx) => postTransfer(trx, { kind: 'withdrawal', memberId, fromAccountId: accountId, toAccountId: house, amount: 30, at })),
      ),
    )
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(succeeded).toHaveLength(3)
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError)
    expect((await memberAccount(db, memberId, 'main')).balance).toBe(10)
    expect(await checkLedgerInvariants(db)).toEqual([])
  })

  it('refuses amounts that are not positive integers and transfers across currencies', async () => {
    const { db } = target.database
    const { memberId, accountId } = await memberWith(50)
    const house = await systemAccountId(db, 'USD')
    const points = (await memberAccount(db, memberId, 'point')).id
    for (const amount of [0, -5, 1.5, 2 ** 53]) {
      await expect(db.transaction().execute((trx) => postTransfer(trx, { kind: 'x', memberId, fromAccountId: accountId, toAccountId: house, amount, at }))).rejects.toThrow(RangeError)
    }
    await expect(db.transaction().execute((trx) => postTransfer(trx, { kind: 'x', memberId, fromAccountId: accountId, toAccountId: points, amount: 5, at }))).rejects.toThrow(/cannot transfer USD/)
    expect(await checkLedgerInvariants(db)).toEqual([])
  })

  it('keeps the journal append-only and member balances non-negative', async () => {
    const { db } = target.database
    const { accountId } = await memberWith(40)
    await expect(sql`update entries set amount = amount * 2`.execute(db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from entries`.execute(db)).rejects.toThrow(/append-only/)
    await expect(db.updateTable('accounts').set({ balance: -1 }).where('id', '=', accountId).execute()).rejects.toThrow(/check constraint/)
    expect(await checkLedgerInvariants(db)).toEqual([])
  })

  it('keeps no running balance on the house account, so a credit never waits for another', async () => {
    const { db } = target.database
    const first = await memberWith(0)
    const second = await memberWith(0)
    const house = await systemAccountId(db, 'USD')
    const stored = await db.selectFrom('accounts').select('balance').where('id', '=', house).executeTakeFirstOrThrow()
    expect(stored.balance).toBeNull()
    if (target.kind !== 'postgres') return
    // The first credit stays uncommitted while the second runs: the second must not wait for it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let credited!: () => void
    const firstCredited = new Promise<void>((resolve) => (credited = resolve))
    const open = db.transaction().execute(async (trx) => {
      await postTransfer(trx, { kind: 'x', memberId: first.memberId, fromAccountId: house, toAccountId: first.accountId, amount: 5, at })
      credited()
      await held
    })
    await firstCredited
    const started = Date.now()
    await db.transaction().execute((trx) => postTransfer(trx, { kind: 'x', memberId: second.memberId, fromAccountId: house, toAccountId: second.accountId, amount: 7, at }))
    expect(Date.now() - started).toBeLessThan(1_000)
    release()
    await open
    expect((await memberAccount(db, first.memberId, 'main')).balance).toBe(5)
    expect((await memberAccount(db, second.memberId, 'main')).balance).toBe(7)
  })

  it('reports a balance that drifted from its entries', async () => {
    const { db } = target.database
    const { accountId } = await memberWith(40)
    await db.updateTable('accounts').set({ balance: 41 }).where('id', '=', accountId).execute()
    expect(await checkLedgerInvariants(db)).toEqual([`account ${accountId} balance 41 but entries sum to 40`])
    await db.updateTable('accounts').set({ balance: 40 }).where('id', '=', accountId).execute()
  })
})
