import { afterEach, expect, it } from 'vitest'
import { readConfig } from '../config'
import { lockRequest } from '../requests/memberRequests'
import { openWithdrawal, withdrawalOperator } from '../withdrawals/withdrawals'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { expectLedgerSound } from '../test/ledger'
import { memberAccount } from './accounts'
import { checkLedgerInvariants } from './invariants'
import { InsufficientFundsError } from './postTransfer'

const at = new Date('2026-11-22T08:30:00.000Z')
const action = { at, config: readConfig({}) }
const destination = { card: 'KB •••• 4567' }

describeDatabases('held money (withdrawals)', (target: DatabaseTarget) => {
  afterEach(() => expectLedgerSound(target.database.db))

  const balances = async (memberId: number) => {
    const { db } = target.database
    return { main: (await memberAccount(db, memberId, 'main')).balance, hold: (await memberAccount(db, memberId, 'hold')).balance }
  }
  const open = (memberId: number, amount: number) =>
    target.database.db.transaction().execute((trx) => openWithdrawal(trx, { memberId, amount, details: destination, at }))
  const decide = (id: number, decision: 'approve' | 'reject', reason: string | null = null) =>
    target.database.db.transaction().execute(async (trx) => {
      const request = await lockRequest(trx, id)
      if (!request) throw new Error(`no request ${id}`)
      return withdrawalOperator.decide!(trx, request, { decision, reason }, action)
    })

  it('holds the amount at once and pays it out to the house on approval', async () => {
    const { memberId } = await createFundedMember(target.database.db, 10_000)
    const request = await open(memberId, 3_000)
    expect(request).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: 3_000, held: 3_000, reason: null, decided_at: null })
    expect(request.reference).toMatch(/^W-20261122-\d{6,}$/)
    expect(request.details).toEqual(destination)
    expect(await balances(memberId)).toEqual({ main: 7_000, hold: 3_000 })

    const paid = await decide(request.id, 'approve')
    expect(paid).toMatchObject({ status: 'paid', held: 0, reason: null, decided_at: at })
    expect(await balances(memberId)).toEqual({ main: 7_000, hold: 0 })
    const transfers = await target.database.db.selectFrom('transfers').select('kind').where('request_id', '=', request.id).orderBy('id').execute()
    expect(transfers.map((t) => t.kind)).toEqual(['hold', 'hold_payout'])
  })

  it('releases the amount back to main on rejection, with the reason', async () => {
    const { memberId } = await createFundedMember(target.database.db, 10_000)
    const request = await open(memberId, 2_500)
    const rejected = await decide(request.id, 'reject', 'turnover_not_met')
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'turnover_not_met', held: 0, decided_at: at })
    expect(await balances(memberId)).toEqual({ main: 10_000, hold: 0 })
  })

  it('refuses a second decision, a rejection without a reason and a reason of another kind, moving nothing', async () => {
    const { memberId } = await createFundedMember(target.database.db, 10_000)
    const request = await open(memberId, 1_000)
    await expect(decide(request.id, 'reject')).rejects.toMatchObject({ status: 400, code: 'field_required' })
    await expect(decide(request.id, 'reject', 'depositor_name_mismatch')).rejects.toMatchObject({ status: 400, code: 'field_invalid' })
    await expect(decide(request.id, 'approve', 'security_review')).rejects.toMatchObject({ status: 400, code: 'field_invalid' })
    expect(await balances(memberId)).toEqual({ main: 9_000, hold: 1_000 })
    await decide(request.id, 'approve')
    await expect(decide(request.id, 'reject', 'security_review')).rejects.toMatchObject({ status: 409, code: 'request_not_changeable' })
    expect(await balances(memberId)).toEqual({ main: 9_000, hold: 0 })
  })

  it('files nothing when the main balance is short', async () => {
    const { memberId } = await createFundedMember(target.database.db, 500)
    await expect(open(memberId, 501)).rejects.toBeInstanceOf(InsufficientFundsError)
    const filed = await target.database.db.selectFrom('member_requests').select('id').where('member_id', '=', memberId).execute()
    expect(filed).toEqual([])
    expect(await balances(memberId)).toEqual({ main: 500, hold: 0 })
  })

  it('lets exactly 3 of 50 concurrent withdrawals of 30 from 100 hold, each hold matched by its request', async () => {
    const { memberId } = await createFundedMember(target.database.db, 100)
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => open(memberId, 30)))
    const held = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value)
    expect(held).toHaveLength(3)
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(InsufficientFundsError)
    expect(new Set(held.map((request) => request.reference)).size).toBe(3)
    expect(await balances(memberId)).toEqual({ main: 10, hold: 90 })
    await expectLedgerSound(target.database.db)

    // Deciding them all at once, while more withdrawals race for what the rejections give back.
    const [first, second, third] = held
    const racing = await Promise.allSettled([
      decide(first!.id, 'approve'),
      decide(second!.id, 'reject', 'security_review'),
      decide(third!.id, 'reject', 'account_details_invalid'),
      ...Array.from({ length: 10 }, () => open(memberId, 30)),
    ])
    const reopened = racing.slice(3).filter((outcome) => outcome.status === 'fulfilled').length
    const { main, hold } = await balances(memberId)
    expect(main + hold).toBe(70)
    expect(hold).toBe(reopened * 30)
    expect(main).toBeGreaterThanOrEqual(0)
  })

  it('reports a hold account that does not match its requests', async () => {
    const { db } = target.database
    const { memberId } = await createFundedMember(db, 1_000)
    const request = await open(memberId, 400)
    await db.updateTable('member_requests').set({ held: 300 }).where('id', '=', request.id).execute()
    const hold = await memberAccount(db, memberId, 'hold')
    expect(await checkLedgerInvariants(db)).toEqual([
      `hold account ${hold.id} holds 400 but its requests hold 300`,
      `request ${request.reference} holds 300 but its transfers moved 400 into hold`,
    ])
    await db.updateTable('member_requests').set({ held: 400 }).where('id', '=', request.id).execute()
  })
})
