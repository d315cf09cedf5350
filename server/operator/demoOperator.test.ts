import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { readConfig, type Config } from '../config'
import type { Database } from '../db/database'
import { memberAccount } from '../ledger/accounts'
import { lockRequest } from '../requests/memberRequests'
import { openWithdrawal } from '../withdrawals/withdrawals'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { createClock, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { runDueDecisions } from './demoOperator'
import { scheduleDecision } from './scheduleDecision'
import { operatorKinds } from '../app'

const REVIEW_MS = 30_000

describeDatabases('the demo operator', (target: DatabaseTarget) => {
  let clock: TestClock
  let config: Config
  const log = { error: vi.fn() }
  beforeAll(() => {
    clock = createClock()
    config = { ...readConfig({}), now: clock.now }
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const run = () => runDueDecisions({ db: target.database.db, config, kinds: operatorKinds, log })
  /** A pending withdrawal whose payment the demo operator takes REVIEW_MS from now. */
  const scheduledWithdrawal = async (decision: { decision: 'approve' | 'reject'; reason?: string | null } = { decision: 'approve' }) => {
    const { memberId } = await createFundedMember(target.database.db, 10_000)
    const request = await target.database.db.transaction().execute(async (trx) => {
      const opened = await openWithdrawal(trx, { memberId, amount: 2_000, details: {}, at: clock.now() })
      await scheduleDecision(trx, { subject: 'request', subjectId: opened.id, ...decision, dueAt: new Date(clock.now().getTime() + REVIEW_MS), at: clock.now() })
      return opened
    })
    return { memberId, request }
  }
  const statusOf = async (id: number) => (await target.database.db.transaction().execute((trx) => lockRequest(trx, id)))?.status
  const outcomeOf = async (id: number) =>
    target.database.db.selectFrom('scheduled_decisions').select(['outcome', 'done_at']).where('subject', '=', 'request').where('subject_id', '=', id).execute()

  it('takes a decision once it is due, and only once', async () => {
    const { memberId, request } = await scheduledWithdrawal()
    clock.advance(REVIEW_MS - 1_000)
    await run()
    expect(await statusOf(request.id)).toBe('pending')
    clock.advance(1_000)
    expect((await run()).applied).toBeGreaterThanOrEqual(1)
    expect(await statusOf(request.id)).toBe('paid')
    expect(await outcomeOf(request.id)).toEqual([{ outcome: 'applied', done_at: clock.now() }])
    expect(await run()).toEqual({ applied: 0, superseded: 0, failed: 0 })
    expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(8_000)
  })

  it('takes a rejection with its reason', async () => {
    const { memberId, request } = await scheduledWithdrawal({ decision: 'reject', reason: 'turnover_not_met' })
    clock.advance(REVIEW_MS)
    await run()
    expect(await statusOf(request.id)).toBe('rejected')
    expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(10_000)
  })

  it('counts a request an operator decided first as superseded, and leaves it as decided', async () => {
    const { request } = await scheduledWithdrawal()
    await target.database.db.transaction().execute(async (trx) => {
      const locked = await lockRequest(trx, request.id)
      await operatorKinds.withdrawals!.decide!(trx, locked!, { decision: 'reject', reason: 'security_review' }, { at: clock.now(), config })
    })
    clock.advance(REVIEW_MS)
    expect((await run()).superseded).toBeGreaterThanOrEqual(1)
    expect(await statusOf(request.id)).toBe('rejected')
    expect((await outcomeOf(request.id))[0]?.outcome).toBe('superseded')
  })

  it('records a decision that cannot be taken as failed, undoes what it wrote, and does not retry it', async () => {
    const { memberId, request } = await scheduledWithdrawal({ decision: 'reject', reason: null })
    clock.advance(REVIEW_MS)
    log.error.mockClear()
    expect((await run()).failed).toBe(1)
    expect(log.error).toHaveBeenCalledOnce()
    expect(await statusOf(request.id)).toBe('pending')
    expect((await memberAccount(target.database.db, memberId, 'hold')).balance).toBe(2_000)
    expect((await outcomeOf(request.id))[0]?.outcome).toBe('failed')
    expect((await run()).failed).toBe(0)
  })

  it('keeps one waiting decision per subject: a new one replaces it', async () => {
    const { request } = await scheduledWithdrawal()
    await scheduleDecision(target.database.db, { subject: 'request', subjectId: request.id, decision: 'reject', reason: 'security_review', dueAt: new Date(clock.now().getTime() + 2 * REVIEW_MS), at: clock.now() })
    clock.advance(REVIEW_MS)
    await run()
    expect(await statusOf(request.id)).toBe('pending')
    clock.advance(REVIEW_MS)
    await run()
    expect(await statusOf(request.id)).toBe('rejected')
    expect(await outcomeOf(request.id)).toHaveLength(1)
  })

})

describeDatabases(
  'the demo operator on several instances',
  (target: DatabaseTarget) => {
    it('takes each of 30 due decisions exactly once when two instances run at the same time', async () => {
      const clock = createClock()
      const config = { ...readConfig({}), now: clock.now }
      const log = { error: vi.fn() }
      const other = await target.openAnother()
      const run = (database: Database) => runDueDecisions({ db: database.db, config, kinds: operatorKinds, log })
      const scheduled = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const { memberId } = await createFundedMember(target.database.db, 10_000)
          const request = await target.database.db.transaction().execute(async (trx) => {
            const opened = await openWithdrawal(trx, { memberId, amount: 2_000, details: {}, at: clock.now() })
            await scheduleDecision(trx, { subject: 'request', subjectId: opened.id, decision: 'approve', dueAt: clock.now(), at: clock.now() })
            return opened
          })
          return { memberId, request }
        }),
      )
      const tallies = await Promise.all([run(target.database), run(other), run(target.database), run(other)])
      expect(tallies.reduce((sum, tally) => sum + tally.applied, 0)).toBe(30)
      expect(tallies.reduce((sum, tally) => sum + tally.superseded + tally.failed, 0)).toBe(0)
      const done = await target.database.db.selectFrom('scheduled_decisions').select(['subject_id', 'outcome']).where('subject', '=', 'request').execute()
      expect(done).toHaveLength(30)
      for (const { memberId, request } of scheduled) {
        expect((await target.database.db.selectFrom('member_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe('paid')
        expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(8_000)
      }
      await expectLedgerSound(target.database.db)
    })
  },
  { postgresOnly: true },
)
