import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { memberAccount, openMemberAccounts } from './accounts'
import { checkLedgerInvariants } from './invariants'
import { InsufficientFundsError, postTransfer, systemAccountId } from './postTransfer'

const at = new Date('2026-02-01T00:00:00.000Z')

describeDatabases('the ledger', (target: DatabaseTarget) => {
  async function memberWith(balance: number) {
    const { db } = target.database
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('members')
        .values({
          username: `ledger_${Math.random().toString(36).slice(2, 10)}`,
          password_hash: 'x',
          real_name: '',
          phone: '',
          email: '',
          currency: 'USD',
          seamless: false,
          participation: true,
          referral_code: Math.random().toString(36).slice(2, 12).toUpperCase(),
          referred_by_code: null,
          sub_agent_code: null,
          created_at: at,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await openMemberAccounts(trx, id, 'USD')
      const main = await memberAccount(trx, id, 'main')
      if (balance > 0) {
        await postTransfer(trx, { kind: 'deposit', memberId: id, fromAccountId: await systemAccountId(trx, 'USD'), toAccountId: main.id, amount: balance, at })
      }
      return { memberId: id, accountId: main.id }
    })
  }

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

  it('reports a balance that drifted from its entries', async () => {
    const { db } = target.database
    const { accountId } = await memberWith(40)
    await db.updateTable('accounts').set({ balance: 41 }).where('id', '=', accountId).execute()
    expect(await checkLedgerInvariants(db)).toEqual([`account ${accountId} balance 41 but entries sum to 40`])
    await db.updateTable('accounts').set({ balance: 40 }).where('id', '=', accountId).execute()
  })
})
