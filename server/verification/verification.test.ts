import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { migrateToLatest } from '../db/migrations/index'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, type TestApp } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { addCard, keyed, registerPlayer, type Player } from '../test/players'

const ADMIN = 'verification-test-token'
const PASSWORD = 'Secret123'
const REVIEW_SECONDS = 30

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex')
const exe = Buffer.from('4d5a90000300000004000000ffff0000', 'hex')
const document = (bytes: Buffer, contentType = 'application/pdf') => ({ document: { contentType, data: bytes.toString('base64') } })

interface State {
  status: string
  reason: string | null
  reference: string | null
  documentId: number | null
}

describeDatabases('identity verification', (target: DatabaseTarget) => {
  let test: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    test = await buildTestApp(target.database, { adminToken: ADMIN, withdrawalReviewSeconds: 0, verificationReviewSeconds: REVIEW_SECONDS })
    app = test.app
  })
  afterEach(() => expectLedgerSound(target.database.db))

  const db = () => target.database.db
  const send = (player: Player, body: object) => call(app, 'POST', '/Member/submitVerificationDocument', body, { token: player.token })
  const stateOf = async (player: Player) => ((await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token: player.token })).body as { verification: State }).verification
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: { 'admin-token': ADMIN }, ...(payload ? { payload } : {}) })
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) => admin('POST', `/api/admin/verifications/${id}/decision`, { decision, ...(reason ? { reason } : {}) })
  const pendingOf = async (player: Player) => {
    const listed = (await admin('GET', `/api/admin/verifications?status=pending&username=${player.username}`)).json() as { items: { id: number; username: string; status: string; documentId: number }[] }
    expect(listed.items).toHaveLength(1)
    return listed.items[0]!
  }
  /** A member with `balance` in main and one verified card. */
  async function member(balance: number): Promise<Player & { cardId: number }> {
    const player = await registerPlayer(app, db(), { balance })
    return { ...player, cardId: await addCard(db(), player, test.clock.now()) }
  }
  const withdraw = (player: Player & { cardId: number }, amount: number) =>
    keyed(app, '/MemberWithdrawal/submitWithdrawalV2', { amount, destination: { kind: 'card', cardId: player.cardId }, password: PASSWORD }, player.token)
  const allowance = async (player: Player) =>
    ((await call(app, 'GET', '/MemberWithdrawal/getMemberWithdrawalInfoV2', undefined, { token: player.token })).body as { verification: object }).verification

  it('moves unverified → pending → rejected (with its reason) → pending → verified, through the operator API', async () => {
    const player = await registerPlayer(app, db())
    expect(await stateOf(player)).toEqual({ status: 'unverified', reason: null, reference: null, documentId: null, updatedAt: null })
    const sent = await send(player, document(pdf))
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ status: 'pending', reason: null, reference: expect.stringMatching(/^V-\d{8}-\d{6,}$/) })
    expect(await stateOf(player)).toMatchObject({ status: 'pending' })
    // One document at a time: a second while the first waits is refused.
    expect((await send(player, document(png, 'image/png'))).body).toMatchObject({ errorMessage: 'verification_not_open', errorValues: { status: 'pending' } })

    const first = await pendingOf(player)
    expect(first).toMatchObject({ username: player.username, status: 'pending' })
    expect((await decide(first.id, 'reject', 'not_a_reason')).statusCode).toBe(400)
    expect((await decide(first.id, 'reject')).statusCode).toBe(400)
    const rejected = await decide(first.id, 'reject', 'name_mismatch')
    expect(rejected.json()).toMatchObject({ id: first.id, status: 'rejected', reason: 'name_mismatch' })
    expect(await stateOf(player)).toMatchObject({ status: 'rejected', reason: 'name_mismatch' })
    expect((await decide(first.id, 'approve')).statusCode).toBe(409)

    expect((await send(player, document(png, 'image/png'))).body).toMatchObject({ status: 'pending', reason: null })
    const second = await pendingOf(player)
    expect(second.id).not.toBe(first.id)
    expect((await decide(second.id, 'approve')).json()).toMatchObject({ status: 'verified', reason: null })
    expect(await stateOf(player)).toMatchObject({ status: 'verified', reason: null })
    expect((await send(player, document(pdf))).body).toMatchObject({ errorMessage: 'verification_not_open', errorValues: { status: 'verified' } })
    // Newest first.
    const all = (await admin('GET', `/api/admin/verifications?username=${player.username}`)).json() as { items: { id: number }[] }
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id])
  })

  it('seeds demo verified (its past withdrawals already reach the limit) and every other demo member unverified', async () => {
    for (const [username, status] of [['demo', 'verified'], ['player', 'unverified']] as const) {
      const { token } = await login(app, username, 'Demo1234!')
      expect((await stateOf({ token, username, memberId: 0 })).status).toBe(status)
    }
  })

  it('has the demo operator approve a pending verification after the review time', async () => {
    const player = await registerPlayer(app, db())
    await send(player, document(pdf))
    test.clock.advance((REVIEW_SECONDS - 1) * 1000)
    await test.runDemoOperator()
    expect((await stateOf(player)).status).toBe('pending')
    test.clock.advance(1000)
    await test.runDemoOperator()
    expect((await stateOf(player)).status).toBe('verified')
  })

  it('checks the document by its content and size, and files nothing when refused', async () => {
    const player = await registerPlayer(app, db())
    expect((await send(player, document(exe, 'image/png'))).body).toMatchObject({ errorMessage: 'document_invalid', errorValues: { field: 'document' } })
    expect((await send(player, document(png, 'application/pdf'))).body).toMatchObject({ errorMessage: 'document_invalid' })
    expect((await send(player, document(Buffer.from('plain text'), 'text/plain'))).status).toBe(400)
    const oversized = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - pdf.length)])
    const tooLarge = await send(player, document(oversized))
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toMatchObject({ errorMessage: 'document_too_large', errorValues: { max: 5 } })
    expect((await stateOf(player)).status).toBe('unverified')
  })

  it('gives the document back to its owner and the operator only; another member gets 404', async () => {
    const owner = await registerPlayer(app, db())
    const other = await registerPlayer(app, db())
    const { documentId } = (await send(owner, document(pdf))).body as unknown as State
    const read = (player: Player, path = '/Member/getVerificationDocument') => call(app, 'POST', path, { id: documentId }, { token: player.token })
    const own = await read(owner)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: documentId, contentType: 'application/pdf', data: pdf.toString('base64') })
    expect((await read(other)).status).toBe(404)
    // The image call serves images only, and only their owner's.
    expect((await read(owner, '/Member/getUploadedImage')).status).toBe(404)
    const operator = await admin('GET', `/api/admin/verifications/documents/${documentId}`)
    expect(operator.statusCode).toBe(200)
    expect(operator.headers['content-type']).toBe('application/pdf')
    expect(operator.rawPayload.equals(pdf)).toBe(true)
    expect((await app.inject({ method: 'GET', url: `/api/admin/verifications/documents/${documentId}`, headers: { 'admin-token': 'wrong' } })).statusCode).toBe(401)
  })

  it('needs verification once the total withdrawn would pass 1,000.00: exactly 1,000.00 passes, 1,000.01 does not', async () => {
    const player = await member(300_000)
    expect(await allowance(player)).toEqual({ status: 'unverified', limit: 100_000, remaining: 100_000 })
    const first = await withdraw(player, 50_000)
    expect(first.status).toBe(200)
    const refused = await withdraw(player, 50_001)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ errorMessage: 'verification_required', errorValues: { field: 'amount', limit: 100_000, remaining: 50_000 } })
    expect(await allowance(player)).toEqual({ status: 'unverified', limit: 100_000, remaining: 50_000 })
    // A rejected withdrawal does not count.
    const rejected = (await admin('POST', `/api/admin/withdrawals/${(first.body as { id: number }).id}/decision`, { decision: 'reject', reason: 'security_review' })).json() as { status: string }
    expect(rejected.status).toBe('rejected')
    expect((await withdraw(player, 60_000)).status).toBe(200)
    expect((await withdraw(player, 40_000)).status).toBe(200)
    expect(await allowance(player)).toEqual({ status: 'unverified', limit: 100_000, remaining: 0 })
    // Verified, the rule no longer applies.
    await send(player, document(pdf))
    await decide((await pendingOf(player)).id, 'approve')
    expect(await allowance(player)).toEqual({ status: 'verified', limit: 100_000, remaining: null })
    expect((await withdraw(player, 100_000)).status).toBe(200)
  })

  it('never lets concurrent withdrawals pass the limit together', async () => {
    const player = await member(300_000)
    const answers = await Promise.all([withdraw(player, 40_000), withdraw(player, 40_000), withdraw(player, 40_000)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403])
    const total = await db()
      .selectFrom('member_requests')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('member_id', '=', player.memberId)
      .where('kind', '=', 'withdrawal')
      .executeTakeFirstOrThrow()
    expect(Number(total.total)).toBe(80_000)
  })
})

describe('the verification operator routes without ADMIN_TOKEN', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({})
    await migrateToLatest(database.db)
  })
  afterAll(() => database.close())

  it('answer 404 like any unknown path', async () => {
    const { app } = await buildTestApp(database, { adminToken: undefined })
    for (const [method, url] of [['GET', '/api/admin/verifications'], ['POST', '/api/admin/verifications/1/decision'], ['GET', '/api/admin/verifications/documents/1']] as const) {
      expect((await app.inject({ method, url, headers: { 'admin-token': '' }, ...(method === 'POST' ? { payload: { decision: 'approve' } } : {}) })).statusCode).toBe(404)
    }
    await app.close()
  })
})
