import { expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { recordWager, requireTurnover, turnoverProgress, turnoverRemaining } from './turnover'

const at = new Date('2026-02-01T00:00:00.000Z')

describeDatabases('turnover still to wager', (target: DatabaseTarget) => {
  it('adds deposits and bonuses, takes settled stakes, and never goes below zero', async () => {
    const { db } = target.database
    const { memberId } = await createFundedMember(db, 0)
    expect(await turnoverRemaining(db, memberId)).toBe(0)
    await db.transaction().execute((trx) => recordWager(trx, memberId, 500, at))
    expect(await turnoverRemaining(db, memberId)).toBe(0)
    await db.transaction().execute((trx) => requireTurnover(trx, memberId, 10_000, at))
    await db.transaction().execute((trx) => requireTurnover(trx, memberId, 2_500, at))
    await db.transaction().execute((trx) => recordWager(trx, memberId, 4_000, at))
    expect(await turnoverRemaining(db, memberId)).toBe(8_500)
    expect(await turnoverProgress(db, memberId)).toEqual({ required: 8_500, wagered: 4_000 })
    await db.transaction().execute((trx) => recordWager(trx, memberId, 9_000, at))
    expect(await turnoverRemaining(db, memberId)).toBe(0)
    // Met turnover starts over: the next deposit's progress counts from zero.
    expect(await turnoverProgress(db, memberId)).toEqual({ required: 0, wagered: 0 })
    await db.transaction().execute((trx) => requireTurnover(trx, memberId, 1_000, at))
    expect(await turnoverProgress(db, memberId)).toEqual({ required: 1_000, wagered: 0 })
  })

  it('refuses amounts that are not whole', async () => {
    const { db } = target.database
    const { memberId } = await createFundedMember(db, 0)
    await expect(db.transaction().execute((trx) => requireTurnover(trx, memberId, 0, at))).rejects.toThrow(RangeError)
    await expect(db.transaction().execute((trx) => recordWager(trx, memberId, 1.5, at))).rejects.toThrow(RangeError)
  })

  it('counts every one of many concurrent wagers and deposits', async () => {
    const { db } = target.database
    const { memberId } = await createFundedMember(db, 0)
    await db.transaction().execute((trx) => requireTurnover(trx, memberId, 100_000, at))
    await Promise.all([
      ...Array.from({ length: 20 }, () => db.transaction().execute((trx) => recordWager(trx, memberId, 1_000, at))),
      ...Array.from({ length: 10 }, () => db.transaction().execute((trx) => requireTurnover(trx, memberId, 500, at))),
    ])
    expect(await turnoverRemaining(db, memberId)).toBe(100_000 - 20_000 + 5_000)
  })
})
