import { afterEach, expect, it } from 'vitest'
import type { RequestKind } from '../../src/shared/calls/requests'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { expectLedgerSound } from '../test/ledger'
import { createRequest, requestReference, transitionRequest, type NewRequest } from './memberRequests'

const at = new Date('2026-11-22T23:59:00.000Z')
const later = new Date('2026-11-23T00:10:00.000Z')

describeDatabases('member requests', (target: DatabaseTarget) => {
  afterEach(() => expectLedgerSound(target.database.db))

  const file = <K extends RequestKind>(input: Omit<NewRequest<K>, 'at'>) => target.database.db.transaction().execute((trx) => createRequest(trx, { ...input, at }))
  const move = (id: number, to: string, reason: string | null = null) =>
    target.database.db.transaction().execute((trx) => transitionRequest(trx, id, { to: to as never, reason, at: later }))

  it('builds references from the kind, the UTC day and the id', () => {
    expect(requestReference('deposit', 123, at)).toBe('D-20261122-000123')
    expect(requestReference('platform_transfer', 1_234_567, later)).toBe('T-20261123-1234567')
  })

  it('gives 50 requests filed at once 50 different references', async () => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    const filed = await Promise.all(Array.from({ length: 50 }, () => file({ kind: 'deposit', memberId, status: 'submitted', amount: 10_000 })))
    const references = filed.map((request) => request.reference)
    expect(new Set(references).size).toBe(50)
    for (const reference of references) expect(reference).toMatch(/^D-20261122-\d{6,}$/)
  })

  it('follows the deposit lifecycle and records the times and the reason', async () => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    const order = await file({ kind: 'deposit', memberId, status: 'awaiting_payment', amount: 50_000, details: { channel: 'usdt' } })
    expect(order).toMatchObject({ status: 'awaiting_payment', created_at: at, updated_at: at, decided_at: null, held: 0 })
    const submitted = await move(order.id, 'submitted')
    expect(submitted).toMatchObject({ status: 'submitted', updated_at: later, decided_at: null, details: { channel: 'usdt' } })
    const rejected = await move(order.id, 'rejected', 'payment_not_received')
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'payment_not_received', decided_at: later })
    await expect(move(order.id, 'approved')).rejects.toMatchObject({ status: 409, code: 'request_not_changeable', values: { reference: order.reference } })
  })

  it('merges details given with a transition', async () => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    const order = await file({ kind: 'deposit', memberId, status: 'awaiting_payment', amount: 1_000, details: { network: 'TRC20' } })
    const paid = await target.database.db
      .transaction()
      .execute((trx) => transitionRequest(trx, order.id, { to: 'submitted', details: { transactionHash: 'abc123' }, at: later }))
    expect(paid.details).toEqual({ network: 'TRC20', transactionHash: 'abc123' })
  })

  it.each([
    ['deposit', 'awaiting_payment', 'approved', null, 409, 'request_not_changeable'],
    ['deposit', 'submitted', 'paid', null, 409, 'request_not_changeable'],
    ['deposit', 'submitted', 'rejected', null, 400, 'field_required'],
    ['deposit', 'submitted', 'rejected', 'turnover_not_met', 400, 'field_invalid'],
    ['deposit', 'submitted', 'approved', 'duplicate_order', 400, 'field_invalid'],
    ['deposit', 'submitted', 'cancelled', 'payment_not_received', 400, 'field_invalid'],
  ] as const)('refuses a %s going from %s to %s with reason %s', async (kind, from, to, reason, status, code) => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    const request = await file({ kind, memberId, status: from, amount: 100 })
    await expect(move(request.id, to, reason)).rejects.toMatchObject({ status, code })
  })

  it('lets a platform transfer settle from pending, failing with or without a reason', async () => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    const silent = await file({ kind: 'platform_transfer', memberId, status: 'pending', amount: 100 })
    expect(await move(silent.id, 'failed')).toMatchObject({ status: 'failed', reason: null })
    const explained = await file({ kind: 'platform_transfer', memberId, status: 'pending', amount: 100 })
    expect(await move(explained.id, 'failed', 'platform_unavailable')).toMatchObject({ status: 'failed', reason: 'platform_unavailable' })
    const done = await file({ kind: 'platform_transfer', memberId, status: 'completed', amount: 100 })
    expect(done.decided_at).toEqual(at)
  })

  it('refuses to file a request in a status its kind does not start in', async () => {
    const { memberId } = await createFundedMember(target.database.db, 0)
    await expect(file({ kind: 'withdrawal', memberId, status: 'paid', amount: 100 })).rejects.toThrow(/cannot start as paid/)
    await expect(file({ kind: 'deposit', memberId, status: 'submitted', amount: -1 })).rejects.toThrow(RangeError)
  })
})
