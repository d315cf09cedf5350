import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, nextIp, registerMember, type TestApp, type TestClock } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'

const ADMIN = 'test-admin-token'
const REAL_NAME = 'Tran Van An'
const card = { bankCode: 'VCB', branch: 'Hoan Kiem', accountHolder: REAL_NAME, accountNumber: '' }
let accountCounter = 0
/** A number no other test binds, so the site-wide duplicate rule only fires where a test means it. */
function freshAccountNumber(): string {
  accountCounter += 1
  return `9${String(process.pid).padStart(6, '0')}${String(accountCounter).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`
}

describeDatabases('bank cards', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let runDemoOperator: TestApp['runDemoOperator']
  beforeAll(async () => {
    ;({ app, clock, runDemoOperator } = await buildTestApp(target.database, { adminToken: ADMIN, bankVerifyDelaySeconds: 60, maxBankCards: 3 }))
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const newMember = async () => (await registerMember(app, 'bank', REAL_NAME)).token
  const bind = (token: string, body: unknown, key: string | null = crypto.randomUUID()) =>
    call(app, 'POST', '/MemberBank/bindBank', body, { token, headers: key === null ? {} : { 'idempotency-key': key } })
  const list = async (token: string) => (await call(app, 'GET', '/MemberBank/getMemberBankInfoList', undefined, { token })).body as {
    cards: { id: number; isVerify: boolean; status: string; reason: string | null; maskedAccountNumber: string }[]
    maxCards: number
  }
  const cardRows = (token: string) => list(token).then((body) => body.cards)
  const decide = (id: number, decision: string, token = ADMIN, reason?: string) =>
    app.inject({ method: 'POST', url: `/api/admin/bank-cards/${id}/decision`, headers: { 'admin-token': token }, payload: { decision, ...(reason ? { reason } : {}) } })
  /** The demo operator's run once every card bound so far is due. */
  const reviewDue = async () => {
    clock.advance(60_000)
    await runDemoOperator()
  }

  describe('getBankList', () => {
    it('lists Korean, Taiwanese and Vietnamese banks to a member', async () => {
      const { token } = await login(app, 'nocard', DEMO_PASSWORD)
      const response = await call(app, 'GET', '/MemberBank/getBankList', undefined, { token })
      expect(response.status).toBe(200)
      const banks = (response.body as { banks: { code: string; country: string }[] }).banks
      expect(new Set(banks.map((b) => b.country))).toEqual(new Set(['KR', 'TW', 'VN']))
      expect(banks.map((b) => b.code)).toEqual(expect.arrayContaining(['KB', 'CTBC', 'VCB']))
    })

    it('refuses a visitor with 401', async () => {
      expect((await call(app, 'GET', '/MemberBank/getBankList')).status).toBe(401)
    })
  })

  describe('getMemberBankInfoList', () => {
    it('shows the demo cards masked, with their verification', async () => {
      const demo = await list((await login(app, 'demo', DEMO_PASSWORD)).token)
      expect(demo.maxCards).toBe(3)
      expect(demo.cards).toEqual([expect.objectContaining({ bankCode: 'KB', isVerify: true, status: 'verified', maskedAccountNumber: '•••• 4567' })])
      expect(JSON.stringify(demo)).not.toContain('234567')
      const unverified = await list((await login(app, 'unverified', DEMO_PASSWORD)).token)
      expect(unverified.cards).toEqual([expect.objectContaining({ bankCode: 'CTBC', isVerify: false, status: 'pending' })])
      expect((await list((await login(app, 'nocard', DEMO_PASSWORD)).token)).cards).toEqual([])
    })

    it('does not verify a seeded card by itself, however long it waits', async () => {
      const { token } = await login(app, 'unverified', DEMO_PASSWORD)
      clock.advance(3_600_000)
      await runDemoOperator()
      expect((await cardRows(token))[0]).toMatchObject({ isVerify: false })
    })

    it('refuses a visitor with 401', async () => {
      expect((await call(app, 'GET', '/MemberBank/getMemberBankInfoList')).status).toBe(401)
    })
  })

  describe('bindBank', () => {
    it('binds a pending card that the demo operator verifies after the configured delay', async () => {
      const token = await newMember()
      const response = await bind(token, { ...card, accountNumber: `${freshAccountNumber()}` })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ bankCode: 'VCB', bankName: 'Vietcombank', accountHolder: REAL_NAME, isVerify: false, status: 'pending' })
      clock.advance(59_000)
      await runDemoOperator()
      expect((await cardRows(token))[0]?.isVerify).toBe(false)
      clock.advance(1_000)
      expect((await cardRows(token))[0]?.isVerify).toBe(false)
      expect((await runDemoOperator()).applied).toBeGreaterThanOrEqual(1)
      expect((await cardRows(token))[0]).toMatchObject({ isVerify: true, status: 'verified' })
    })

    it('verifies a card whose time came while no server ran, once another instance starts', async () => {
      const token = await newMember()
      const { id } = (await bind(token, { ...card, accountNumber: freshAccountNumber() })).body as { id: number }
      const restarted = await buildTestApp(target.database, { adminToken: ADMIN, bankVerifyDelaySeconds: 60 })
      restarted.clock.advance(clock.now().getTime() - restarted.clock.now().getTime() + 3_600_000)
      await restarted.runDemoOperator()
      expect((await cardRows(token))[0]).toMatchObject({ id, isVerify: true })
    })

    it('leaves a card to the admin when the delay is 0', async () => {
      const { app: manual, clock: manualClock, runDemoOperator: runManual } = await buildTestApp(target.database, { bankVerifyDelaySeconds: 0 })
      const token = (await registerMember(manual, 'bank', REAL_NAME)).token
      expect((await call(manual, 'POST', '/MemberBank/bindBank', { ...card, accountNumber: freshAccountNumber() }, { token, headers: { 'idempotency-key': crypto.randomUUID() } })).status).toBe(200)
      manualClock.advance(86_400_000)
      await runManual()
      expect((await cardRows(token))[0]).toMatchObject({ isVerify: false, status: 'pending' })
    })

    it('accepts the holder name in another case and spacing, and stores the member\'s own', async () => {
      const token = await newMember()
      const response = await bind(token, { ...card, accountHolder: '  tran  van AN ', accountNumber: freshAccountNumber() })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ accountHolder: REAL_NAME })
    })

    it.each([
      ['another holder', { accountHolder: 'Somebody Else' }, 400, { errorMessage: 'account_holder_mismatch', errorValues: { field: 'accountHolder' } }],
      ['an unknown bank', { bankCode: 'NOPE' }, 400, { errorMessage: 'unknown_bank', errorValues: { field: 'bankCode' } }],
      ['letters in the number', { accountNumber: '1234abcd5678' }, 400, { errorMessage: 'field_invalid', errorValues: { field: 'accountNumber' } }],
      ['a short number', { accountNumber: '12345' }, 400, { errorMessage: 'field_invalid', errorValues: { field: 'accountNumber' } }],
      ['a missing branch', { branch: undefined }, 400, { errorMessage: 'field_required', errorValues: { field: 'branch' } }],
      ['an unknown field', { iban: 'x' }, 400, { errorMessage: 'unknown_field', errorValues: { field: 'iban' } }],
    ])('refuses %s and binds nothing', async (_case, change, status, expected) => {
      const token = await newMember()
      const response = await bind(token, { ...card, accountNumber: freshAccountNumber(), ...change })
      expect(response.status).toBe(status)
      expect(response.body).toEqual(expected)
      expect(await cardRows(token)).toEqual([])
    })

    it("takes another member's number with the same answer as a fresh one; the demo operator rejects it as a duplicate and never verifies it", async () => {
      const token = await newMember()
      const fresh = await bind(token, { ...card, accountNumber: freshAccountNumber() })
      // The demo member's verified number, punctuated otherwise.
      const taken = await bind(token, { ...card, accountNumber: '1234560 1234 567' })
      expect(taken.status).toBe(200)
      const answer = (body: unknown) => ({ ...(body as object), id: 'id', maskedAccountNumber: 'masked' })
      expect(answer(taken.body)).toEqual(answer(fresh.body))
      expect(taken.body).toMatchObject({ isVerify: false, status: 'pending', reason: null })
      await reviewDue()
      const [first, second] = await cardRows(token)
      expect(first).toMatchObject({ status: 'verified', reason: null })
      expect(second).toMatchObject({ id: (taken.body as { id: number }).id, isVerify: false, status: 'rejected', reason: 'duplicate_account' })
      // Nor can the operator verify a number that is verified elsewhere.
      expect((await decide(second!.id, 'verify')).statusCode).toBe(409)
      expect((await cardRows(token))[1]).toMatchObject({ status: 'rejected', reason: 'duplicate_account' })
    })

    it('verifies the number for the member who bound it first and rejects the later one, both pending at once', async () => {
      const [first, later] = [await newMember(), await newMember()]
      const accountNumber = freshAccountNumber()
      expect((await bind(first, { ...card, accountNumber })).status).toBe(200)
      expect((await bind(later, { ...card, accountNumber: `${accountNumber.slice(0, 3)}-${accountNumber.slice(3)}` })).status).toBe(200)
      await reviewDue()
      expect((await cardRows(first))[0]).toMatchObject({ status: 'verified' })
      expect((await cardRows(later))[0]).toMatchObject({ status: 'rejected', reason: 'duplicate_account' })
    })

    it("refuses the member's own number bound twice, whatever its punctuation", async () => {
      const token = await newMember()
      const accountNumber = freshAccountNumber()
      expect((await bind(token, { ...card, accountNumber })).status).toBe(200)
      const again = await bind(token, { ...card, accountNumber: `${accountNumber.slice(0, 4)} ${accountNumber.slice(4)}` })
      expect(again.status).toBe(409)
      expect(again.body).toEqual({ errorMessage: 'bank_card_duplicate', errorValues: { field: 'accountNumber' } })
      expect(await cardRows(token)).toHaveLength(1)
    })

    it('stops at the configured number of cards', async () => {
      const token = await newMember()
      for (let i = 0; i < 3; i += 1) expect((await bind(token, { ...card, accountNumber: freshAccountNumber() })).status).toBe(200)
      const refused = await bind(token, { ...card, accountNumber: freshAccountNumber() })
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ errorMessage: 'bank_card_limit', errorValues: { max: 3 } })
      expect(await cardRows(token)).toHaveLength(3)
    })

    it('refuses a visitor with 401', async () => {
      expect((await call(app, 'POST', '/MemberBank/bindBank', { ...card, accountNumber: freshAccountNumber() }, { headers: { 'idempotency-key': 'k1' } })).status).toBe(401)
    })
  })

  describe('idempotency', () => {
    it('needs a key', async () => {
      const token = await newMember()
      const response = await bind(token, { ...card, accountNumber: freshAccountNumber() }, null)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({ errorMessage: 'idempotency_key_required', errorValues: {} })
      expect(await cardRows(token)).toEqual([])
    })

    it('refuses a key with spaces or control characters', async () => {
      const token = await newMember()
      const response = await bind(token, { ...card, accountNumber: freshAccountNumber() }, 'two words')
      expect(response.status).toBe(400)
      expect(response.body).toEqual({ errorMessage: 'field_invalid', errorValues: { field: 'Idempotency-Key' } })
    })

    it('replays the first answer to a repeat and binds one card', async () => {
      const token = await newMember()
      const body = { ...card, accountNumber: freshAccountNumber() }
      const first = await bind(token, body, 'bind-once')
      const again = await bind(token, body, 'bind-once')
      expect(first.status).toBe(200)
      expect(again.status).toBe(200)
      expect(again.body).toEqual(first.body)
      expect(again.raw.headers['idempotent-replayed']).toBe('true')
      expect(await cardRows(token)).toHaveLength(1)
    })

    it('answers 422 when the key comes back with another request', async () => {
      const token = await newMember()
      expect((await bind(token, { ...card, accountNumber: freshAccountNumber() }, 'bind-reused')).status).toBe(200)
      const reused = await bind(token, { ...card, accountNumber: freshAccountNumber() }, 'bind-reused')
      expect(reused.status).toBe(422)
      expect(reused.body).toEqual({ errorMessage: 'idempotency_key_reused', errorValues: {} })
      expect(await cardRows(token)).toHaveLength(1)
    })

    it('keeps keys per member: another member may use the same key', async () => {
      const [a, b] = [await newMember(), await newMember()]
      expect((await bind(a, { ...card, accountNumber: freshAccountNumber() }, 'shared-key')).status).toBe(200)
      expect((await bind(b, { ...card, accountNumber: freshAccountNumber() }, 'shared-key')).status).toBe(200)
    })

    it('stores no answer for a refusal, so the corrected request may use the key', async () => {
      const token = await newMember()
      expect((await bind(token, { ...card, accountHolder: 'Somebody Else', accountNumber: freshAccountNumber() }, 'fix-and-retry')).status).toBe(400)
      expect((await bind(token, { ...card, accountNumber: freshAccountNumber() }, 'fix-and-retry')).status).toBe(200)
    })

    it('binds one card when a double click sends the same key twice at once', async () => {
      const token = await newMember()
      const body = { ...card, accountNumber: freshAccountNumber() }
      const answers = await Promise.all(Array.from({ length: 5 }, () => bind(token, body, 'double-click')))
      const statuses = answers.map((a) => a.status)
      // The first applies; each repeat either waited and got the replay, or was told it is in flight.
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
      for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toEqual({ errorMessage: 'request_in_progress', errorValues: {} })
      expect(await cardRows(token)).toHaveLength(1)
      const retried = await bind(token, body, 'double-click')
      expect(retried.status).toBe(200)
      expect(retried.body).toEqual(answers.find((a) => a.status === 200)?.body)
    })

    it('takes both of two members racing for one account number, and the demo operator verifies only one', async () => {
      const [a, b] = [await newMember(), await newMember()]
      const accountNumber = freshAccountNumber()
      const answers = await Promise.all([bind(a, { ...card, accountNumber }), bind(b, { ...card, accountNumber })])
      expect(answers.map((x) => x.status)).toEqual([200, 200])
      await reviewDue()
      const cards = [...(await cardRows(a)), ...(await cardRows(b))]
      expect(cards.map((c) => c.status).sort()).toEqual(['rejected', 'verified'])
      expect(cards.find((c) => c.status === 'rejected')?.reason).toBe('duplicate_account')
    })

    it('keeps a member under the card limit when binds with different keys race', async () => {
      const token = await newMember()
      const answers = await Promise.all(Array.from({ length: 5 }, () => bind(token, { ...card, accountNumber: freshAccountNumber() })))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
      expect(await cardRows(token)).toHaveLength(3)
    })
  })

  describe('admin decisions', () => {
    it('verifies a card at once', async () => {
      const token = await newMember()
      const { id } = (await bind(token, { ...card, accountNumber: freshAccountNumber() })).body as { id: number }
      const response = await decide(id, 'verify')
      expect(response.statusCode).toBe(200)
      expect((await cardRows(token))[0]).toMatchObject({ id, isVerify: true, status: 'verified' })
    })

    it('rejects a card, which then frees its number and its place', async () => {
      const token = await newMember()
      const accountNumber = freshAccountNumber()
      const { id } = (await bind(token, { ...card, accountNumber })).body as { id: number }
      expect((await decide(id, 'reject')).statusCode).toBe(200)
      clock.advance(120_000)
      await runDemoOperator()
      expect((await cardRows(token))[0]).toMatchObject({ isVerify: false, status: 'rejected' })
      expect((await bind(token, { ...card, accountNumber })).status).toBe(200)
    })

    it('rejects a card with a reason the member sees', async () => {
      const token = await newMember()
      const { id } = (await bind(token, { ...card, accountNumber: freshAccountNumber() })).body as { id: number }
      expect((await decide(id, 'reject', ADMIN, 'account_details_invalid')).json()).toMatchObject({ id, status: 'rejected', reason: 'account_details_invalid' })
      expect((await cardRows(token))[0]).toMatchObject({ status: 'rejected', reason: 'account_details_invalid' })
    })

    it('answers 401 to a wrong token, 404 to an unknown card, 400 to a bad decision or reason', async () => {
      expect((await decide(1, 'verify', 'wrong')).statusCode).toBe(401)
      expect((await decide(999_999, 'verify')).statusCode).toBe(404)
      expect((await decide(1, 'maybe')).statusCode).toBe(400)
      expect((await decide(1, 'reject', ADMIN, 'not_a_reason')).statusCode).toBe(400)
    })

    it('keeps the delivered reset codes in the outbox', async () => {
      expect((await call(app, 'POST', '/Member/sendForgotPasswordCode', { username: 'nocard' }, { ip: nextIp() })).status).toBe(200)
      const response = await app.inject({ method: 'GET', url: '/api/admin/outbox?username=NoCard', headers: { 'admin-token': ADMIN } })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) })
    })
  })

  it('has no admin routes without an admin token', async () => {
    const { app: plain } = await buildTestApp(target.database, { adminToken: undefined })
    const response = await plain.inject({ method: 'POST', url: '/api/admin/bank-cards/1/decision', headers: { 'admin-token': '' }, payload: { decision: 'verify' } })
    expect(response.statusCode).toBe(404)
  })
})
