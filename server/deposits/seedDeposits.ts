import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import type { JsonObject } from '../db/json'
import { payFromHouse } from '../ledger/payFromHouse'
import { createRequest, transitionRequest } from '../requests/memberRequests'
import { usdtAddresses } from './channels'

// The demo member's past deposits, one in each final status and one rejected with its reason, so
// the history shows every state from the start. None is open: `demo` can deposit at once. The
// approved one is part of the demo's starting balance (seedMembers.ts credits the rest).

const DAY_MS = 86_400_000

interface DemoDeposit {
  username: string
  daysAgo: number
  amount: number
  status: 'approved' | 'rejected' | 'cancelled' | 'expired'
  reason?: string
  details: JsonObject
}

const usdt = (amount: number, filedAt: Date): JsonObject => ({
  network: 'TRC20',
  address: usdtAddresses.TRC20,
  microUsdt: amount * 10_000,
  expiresAt: new Date(filedAt.getTime() + 30 * 60_000).toISOString(),
})

const demoDeposits = (now: Date): DemoDeposit[] => [
  { username: 'demo', daysAgo: 9, amount: 30_000, status: 'approved', details: { channel: 'bank_transfer', depositorName: '김민준' } },
  { username: 'demo', daysAgo: 6, amount: 5_000, status: 'rejected', reason: 'payment_not_received', details: { channel: 'bank_transfer', depositorName: '김민준' } },
  { username: 'demo', daysAgo: 4, amount: 2_000, status: 'cancelled', details: { channel: 'usdt', ...usdt(2_000, new Date(now.getTime() - 4 * DAY_MS)) } },
  { username: 'demo', daysAgo: 2, amount: 1_500, status: 'expired', details: { channel: 'usdt', ...usdt(1_500, new Date(now.getTime() - 2 * DAY_MS)) } },
]

/** What the approved demo deposits of `username` add to the balance. */
export function creditedByDemoDeposits(username: string): number {
  return demoDeposits(new Date(0))
    .filter((deposit) => deposit.username === username && deposit.status === 'approved')
    .reduce((sum, deposit) => sum + deposit.amount, 0)
}

export async function seedDemoDeposits(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const deposit of demoDeposits(now)) {
    const member = await trx.selectFrom('members').select('id').where('username', '=', deposit.username).executeTakeFirstOrThrow()
    const filedAt = new Date(now.getTime() - deposit.daysAgo * DAY_MS)
    const decidedAt = new Date(filedAt.getTime() + (deposit.status === 'expired' ? 30 * 60_000 : 12 * 60_000))
    const initial = deposit.details.channel === 'usdt' ? 'awaiting_payment' : 'submitted'
    const order = await createRequest(trx, { kind: 'deposit', memberId: member.id, status: initial, amount: deposit.amount, details: deposit.details, at: filedAt })
    await transitionRequest(trx, order.id, { to: deposit.status, reason: deposit.reason ?? null, at: decidedAt })
    if (deposit.status === 'approved') {
      await payFromHouse(trx, {
        kind: 'deposit',
        memberId: member.id,
        account: 'main',
        amount: deposit.amount,
        memo: order.reference,
        requestId: order.id,
        at: decidedAt,
      })
    }
  }
}
