import type { Transaction } from 'kysely'
import { payFromHouse } from '../ledger/payFromHouse'
import { cardLabel, decideWithdrawal, openWithdrawal } from './withdrawals'
import type { DB } from '../db/schema'

// demo's past withdrawals, one in every status and one rejected with its reason, all to demo's
// verified card. The money they took came in by an earlier demo deposit of the same total, so demo
// still has the main balance DECISIONS.md gives it and the statement never dips below zero.

const DAY_MS = 86_400_000

const past: { daysAgo: number; amount: number; decision: 'approve' | 'reject' | null; reason?: string }[] = [
  { daysAgo: 14, amount: 50_000, decision: 'approve' },
  { daysAgo: 7, amount: 20_000, decision: 'reject', reason: 'turnover_not_met' },
  { daysAgo: 3, amount: 30_000, decision: 'approve' },
  { daysAgo: 1, amount: 20_000, decision: null },
]

export async function seedWithdrawals(trx: Transaction<DB>, now: Date): Promise<void> {
  const demo = await trx.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
  const card = await trx
    .selectFrom('bank_cards')
    .select(['id', 'bank_code', 'bank_name', 'account_number'])
    .where('member_id', '=', demo.id)
    .where('is_verify', '=', true)
    .executeTakeFirstOrThrow()
  const label = cardLabel(card, 'en')
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY_MS + hours * 3_600_000)
  await payFromHouse(trx, {
    kind: 'demo_deposit', memberId: demo.id, account: 'main', memo: 'demo data', at: at(20),
    amount: past.filter((w) => w.decision !== 'reject').reduce((sum, w) => sum + w.amount, 0),
  })
  for (const withdrawal of past) {
    const request = await openWithdrawal(trx, {
      memberId: demo.id, amount: withdrawal.amount, at: at(withdrawal.daysAgo),
      details: { destination: { kind: 'card', cardId: card.id, bankCode: card.bank_code, label }, fee: 0 },
    })
    if (withdrawal.decision) {
      await decideWithdrawal(trx, request, { decision: withdrawal.decision, reason: withdrawal.reason ?? null }, at(withdrawal.daysAgo, 2))
    }
  }
}
