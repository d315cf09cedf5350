import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberAccount } from '../ledger/accounts'
import { deliverMessage } from '../messages/inbox'
import { operatorKinds } from '../app'
import type { OperatorKind } from '../operator/kinds'
import { createRequest, transitionRequest } from '../requests/memberRequests'
import { openWithdrawal } from '../withdrawals/withdrawals'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { buildTestApp, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'

const ADMIN = 'operator-test-token'

// Inquiries belong to the engagement feature; this stand-in proves that a kind registering a reply
// handler gets its list and reply routes.
const inquiriesForTest: OperatorKind = {
  kind: 'inquiry',
  listRow: (request) => ({ category: request.details.category ?? null }),
  async reply(trx, request, body, { at }) {
    await deliverMessage(trx, { memberId: request.member_id, kind: 'service', title: `Re: ${request.reference}`, body, at })
    return transitionRequest(trx, request.id, { to: 'answered', at })
  },
}

describeDatabases('the operator API', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database, { adminToken: ADMIN }, { operatorKinds: { ...operatorKinds, inquiries: inquiriesForTest } }))
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const admin = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/admin${url}`, headers: { 'admin-token': ADMIN, ...headers }, ...(payload ? { payload } : {}) })
  const usernameOf = async (memberId: number) =>
    (await target.database.db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow()).username
  const withdraw = (memberId: number, amount: number) =>
    target.database.db.transaction().execute((trx) => openWithdrawal(trx, { memberId, amount, details: { card: 'KB •••• 4567' }, at: clock.now() }))

  describe('access', () => {
    const everyRoute = [
      ['POST', '/bank-cards/1/decision', { decision: 'verify' }],
      ['GET', '/outbox?username=demo', undefined],
      ['POST', '/adjustments', { username: 'demo', account: 'main', amount: 1, memo: 'x' }],
      ['GET', '/withdrawals', undefined],
      ['POST', '/withdrawals/1/decision', { decision: 'approve' }],
    ] as const

    it.each(everyRoute)('answers %s %s with 404, like any unknown path, when no admin token is configured', async (method, url, payload) => {
      const { app: plain } = await buildTestApp(target.database, { adminToken: undefined })
      for (const token of [undefined, '', ADMIN]) {
        const response = await plain.inject({ method, url: `/api/admin${url}`, headers: token === undefined ? {} : { 'admin-token': token }, ...(payload ? { payload } : {}) })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ errorMessage: 'not_found' })
      }
    })

    it.each(everyRoute)('answers %s %s with 401 to a missing, wrong or longer token', async (method, url, payload) => {
      for (const token of [undefined, '', 'wrong', `${ADMIN}x`, ADMIN.slice(0, -1)]) {
        const response = await app.inject({ method, url: `/api/admin${url}`, headers: token === undefined ? {} : { 'admin-token': token }, ...(payload ? { payload } : {}) })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ errorMessage: 'unauthorized', errorValues: {} })
      }
    })

    it('has no routes for kinds no feature registered', async () => {
      expect((await admin('GET', '/platform-transfers')).statusCode).toBe(404)
      expect((await admin('POST', '/platform-transfers/1/decision', { decision: 'approve' })).statusCode).toBe(404)
      expect((await admin('POST', '/withdrawals/1/reply', { body: 'hello' })).statusCode).toBe(404)
    })
  })

  describe('withdrawals', () => {
    it('lists them newest first with the common fields, filtered by status and username', async () => {
      const first = await createFundedMember(target.database.db, 10_000)
      const second = await createFundedMember(target.database.db, 10_000)
      const older = await withdraw(first.memberId, 1_000)
      clock.advance(60_000)
      const newer = await withdraw(second.memberId, 2_000)
      clock.advance(60_000)
      const newest = await withdraw(first.memberId, 3_000)
      await admin('POST', `/withdrawals/${newest.id}/decision`, { decision: 'approve' })

      const all = (await admin('GET', '/withdrawals')).json() as { items: { id: number }[] }
      const ids = all.items.map((item) => item.id)
      expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(newer.id))
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))

      const pending = await admin('GET', `/withdrawals?status=pending&username=${(await usernameOf(first.memberId)).toUpperCase()}`)
      expect(pending.statusCode).toBe(200)
      expect(pending.json()).toEqual({
        items: [
          {
            id: older.id,
            reference: older.reference,
            username: await usernameOf(first.memberId),
            status: 'pending',
            amount: 1_000,
            held: 1_000,
            reason: null,
            destination: '',
            createdAt: older.created_at.toISOString(),
            updatedAt: older.updated_at.toISOString(),
            decidedAt: null,
          },
        ],
      })
      const paid = (await admin('GET', `/withdrawals?status=paid&username=${await usernameOf(first.memberId)}`)).json() as { items: { id: number }[] }
      expect(paid.items.map((item) => item.id)).toEqual([newest.id])
      expect((await admin('GET', '/withdrawals?status=&username=')).statusCode).toBe(200)
    })

    it('refuses a status of another kind, a bad username and unknown filters', async () => {
      expect((await admin('GET', '/withdrawals?status=approved')).json()).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'status' } })
      expect((await admin('GET', '/withdrawals?username=a b')).statusCode).toBe(400)
      expect((await admin('GET', '/withdrawals?sort=asc')).json()).toEqual({ errorMessage: 'unknown_field', errorValues: { field: 'sort' } })
    })

    it('pays a withdrawal out, or rejects it with a reason and gives the money back', async () => {
      const { memberId } = await createFundedMember(target.database.db, 10_000)
      const paid = await withdraw(memberId, 4_000)
      const rejected = await withdraw(memberId, 5_000)
      const approve = await admin('POST', `/withdrawals/${paid.id}/decision`, { decision: 'approve' })
      expect(approve.statusCode).toBe(200)
      expect(approve.json()).toMatchObject({ id: paid.id, reference: paid.reference, status: 'paid', held: 0, reason: null, decidedAt: clock.now().toISOString() })
      const reject = await admin('POST', `/withdrawals/${rejected.id}/decision`, { decision: 'reject', reason: 'account_details_invalid' })
      expect(reject.json()).toMatchObject({ status: 'rejected', reason: 'account_details_invalid', held: 0 })
      expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(6_000)
      expect((await memberAccount(target.database.db, memberId, 'hold')).balance).toBe(0)
    })

    it('refuses a second decision, a missing or foreign reason, a bad body and an id of another kind', async () => {
      const { memberId } = await createFundedMember(target.database.db, 10_000)
      const request = await withdraw(memberId, 1_000)
      const decide = (payload: object, id = request.id) => admin('POST', `/withdrawals/${id}/decision`, payload)
      expect((await decide({ decision: 'reject' })).json()).toEqual({ errorMessage: 'field_required', errorValues: { field: 'reason' } })
      expect((await decide({ decision: 'reject', reason: 'duplicate_order' })).json()).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'reason' } })
      expect((await decide({ decision: 'pay' })).json()).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'decision' } })
      expect((await decide({ decision: 'approve', note: 'x' })).json()).toEqual({ errorMessage: 'unknown_field', errorValues: { field: 'note' } })
      expect((await decide({ decision: 'approve' }, 999_999_999)).statusCode).toBe(404)
      const deposit = await target.database.db
        .transaction()
        .execute((trx) => createRequest(trx, { kind: 'deposit', memberId, status: 'submitted', amount: 100, at: clock.now() }))
      expect((await decide({ decision: 'approve' }, deposit.id)).json()).toEqual({ errorMessage: 'not_found', errorValues: { id: deposit.id } })

      expect((await decide({ decision: 'approve' })).statusCode).toBe(200)
      const again = await decide({ decision: 'reject', reason: 'security_review' })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ errorMessage: 'request_not_changeable', errorValues: { reference: request.reference } })
      expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(9_000)
    })
  })

  describe('replies', () => {
    it('lists a registered kind with its own fields and answers one through its reply handler', async () => {
      const { memberId } = await createFundedMember(target.database.db, 0)
      const inquiry = await target.database.db
        .transaction()
        .execute((trx) => createRequest(trx, { kind: 'inquiry', memberId, status: 'open', amount: 0, details: { category: 'deposit' }, at: clock.now() }))
      const listed = (await admin('GET', `/inquiries?username=${await usernameOf(memberId)}`)).json() as { items: object[] }
      expect(listed.items).toEqual([expect.objectContaining({ id: inquiry.id, status: 'open', category: 'deposit' })])

      const answered = await admin('POST', `/inquiries/${inquiry.id}/reply`, { body: 'Your deposit arrived.' })
      expect(answered.statusCode).toBe(200)
      expect(answered.json()).toMatchObject({ id: inquiry.id, status: 'answered', category: 'deposit' })
      const inbox = await target.database.db.selectFrom('member_messages').select(['kind', 'body']).where('member_id', '=', memberId).execute()
      expect(inbox).toEqual([{ kind: 'service', body: 'Your deposit arrived.' }])
      expect((await admin('POST', `/inquiries/${inquiry.id}/reply`, { body: '   ' })).json()).toEqual({ errorMessage: 'field_too_short', errorValues: { field: 'body', min: 1 } })
      expect((await admin('POST', '/inquiries/1/decision', { decision: 'approve' })).statusCode).toBe(404)
    })
  })

  describe('adjustments', () => {
    const adjust = (payload: object, key: string | null = crypto.randomUUID()) => admin('POST', '/adjustments', payload, key === null ? {} : { 'idempotency-key': key })

    it('credits and debits the main balance and the points through the ledger', async () => {
      const { memberId } = await createFundedMember(target.database.db, 1_000)
      const username = await usernameOf(memberId)
      const credit = await adjust({ username, account: 'main', amount: 2_500, memo: 'goodwill' })
      expect(credit.statusCode).toBe(200)
      expect(credit.json()).toEqual({ username, account: 'main', amount: 2_500, transferId: expect.any(Number), balance: 3_500 })
      expect((await adjust({ username: username.toUpperCase(), account: 'main', amount: -500, memo: 'correction' })).json()).toMatchObject({ balance: 3_000 })
      expect((await adjust({ username, account: 'point', amount: 800, memo: 'points' })).json()).toMatchObject({ account: 'point', balance: 800 })
      const transfer = await target.database.db.selectFrom('transfers').select(['kind', 'memo']).where('id', '=', credit.json().transferId).executeTakeFirstOrThrow()
      expect(transfer).toEqual({ kind: 'adjustment', memo: 'goodwill' })
    })

    it('refuses to debit more than the balance, a zero or fractional amount and an unknown member', async () => {
      const { memberId } = await createFundedMember(target.database.db, 1_000)
      const username = await usernameOf(memberId)
      const short = await adjust({ username, account: 'main', amount: -1_001, memo: 'too much' })
      expect(short.statusCode).toBe(409)
      expect(short.json()).toEqual({ errorMessage: 'insufficient_funds', errorValues: { balance: 1_000 } })
      for (const amount of [0, 1.5, 2 ** 53]) expect((await adjust({ username, account: 'main', amount, memo: 'x' })).statusCode).toBe(400)
      expect((await adjust({ username, account: 'hold', amount: 1, memo: 'x' })).statusCode).toBe(400)
      expect((await adjust({ username: 'nobody_here', account: 'main', amount: 1, memo: 'x' })).statusCode).toBe(404)
      expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(1_000)
    })

    it('applies once per Idempotency-Key, replaying the first answer', async () => {
      const { memberId } = await createFundedMember(target.database.db, 0)
      const username = await usernameOf(memberId)
      const body = { username, account: 'main', amount: 700, memo: 'once' }
      expect((await adjust(body, null)).json()).toEqual({ errorMessage: 'idempotency_key_required', errorValues: {} })
      const first = await adjust(body, 'adjust-once')
      const again = await adjust(body, 'adjust-once')
      expect(again.json()).toEqual(first.json())
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect((await adjust({ ...body, amount: 701 }, 'adjust-once')).statusCode).toBe(422)
      expect((await memberAccount(target.database.db, memberId, 'main')).balance).toBe(700)
    })
  })
})
