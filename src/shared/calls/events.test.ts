import { describe, expect, it } from 'vitest'
import { readMemberEvent } from './events'

const request = {
  kind: 'withdrawal',
  id: 7,
  reference: 'W-20261122-000007',
  status: 'rejected',
  reason: 'turnover_not_met',
  amount: 150_000,
  updatedAt: '2026-11-22T10:15:00.000Z',
}

describe('readMemberEvent', () => {
  it('reads each kind of event the server sends', () => {
    for (const event of [
      { type: 'balance', balance: 0 },
      { type: 'points', point: 12 },
      { type: 'unread', member: 1, service: 0 },
      { type: 'request', request },
      { type: 'request', request: { ...request, reason: null, updatedAt: '2026-11-22T19:15:00+09:00' } },
    ]) {
      expect(readMemberEvent(event)).toEqual(event)
    }
  })

  it('drops what the contract does not allow', () => {
    for (const value of [
      null,
      [],
      'balance',
      { type: 'jackpot', amount: 1 },
      { type: 'balance' },
      { type: 'balance', balance: -1 },
      { type: 'balance', balance: 1.5 },
      { type: 'balance', balance: '100' },
      { type: 'balance', balance: 2 ** 53 },
      { type: 'balance', balance: 1, extra: true },
      { type: 'unread', member: 1 },
      { type: 'request', request: { ...request, kind: 'bonus' } },
      { type: 'request', request: { ...request, kind: 'toString' } },
      { type: 'request', request: { ...request, id: 0 } },
      { type: 'request', request: { ...request, reason: 3 } },
      { type: 'request', request: { ...request, updatedAt: '2026-11-22' } },
      { type: 'request', request: { ...request, updatedAt: '2026-11-22T10:15:00' } },
      { type: 'request', request: { ...request, updatedAt: '2200-01-01T00:00:00Z' } },
      { type: 'request', request: { ...request, updatedAt: '2026-13-45T10:15:00Z' } },
      { type: 'request', request: { ...request, extra: 1 } },
      { type: 'request', request: (({ reference: _, ...rest }) => rest)(request) },
    ]) {
      expect(readMemberEvent(value), JSON.stringify(value)).toBeNull()
    }
  })
})
