import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { MemberMessage } from '../../src/shared/calls/messages'
import type { InquiryPost, InquirySummary } from '../../src/shared/calls/service'
import { DEMO_PASSWORD } from '../members/seedMembers'
import type { DB } from '../db/schema'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, registerMember, type TestApp } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'

const ADMIN = 'inquiry-admin-token'
const REPLY_SECONDS = 30
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex').toString('base64')
const QUESTION = 'My withdrawal has been pending since yesterday. When will it be paid?'

describeDatabases('customer-service inquiries', (target: DatabaseTarget) => {
  let harness: TestApp
  let app: FastifyInstance
  let db: Kysely<DB>
  beforeAll(async () => {
    harness = await buildTestApp(target.database, { adminToken: ADMIN, inquiryReplySeconds: REPLY_SECONDS })
    app = harness.app
    db = target.database.db
  })
  afterEach(() => expectLedgerSound(db))

  const key = () => ({ 'idempotency-key': crypto.randomUUID() })
  const create = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(app, 'POST', '/CustomerService/createInquiry', body, { token, headers: { ...key(), ...headers } })
  const ask = async (token: string, text = QUESTION) => (await create(token, { category: 'withdrawal', text })).body as unknown as InquirySummary
  const list = async (token: string, view: 'all' | 'pending' = 'all') =>
    (await call(app, 'POST', '/CustomerService/getInquiryList', { view, page: 1, pageSize: 20 }, { token })).body as unknown as { inquiries: InquirySummary[]; total: number }
  const thread = async (token: string, inquiryId: number) =>
    (await call(app, 'POST', '/CustomerService/getInquiryDetail', { inquiryId }, { token })).body as unknown as { inquiry: InquirySummary; posts: InquiryPost[] }
  const unread = async (token: string) => (await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token })).body?.unread
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${url}`, headers: { 'admin-token': ADMIN }, ...(payload ? { payload } : {}) })

  it('opens an inquiry with an image, lists it as awaiting a reply and shows its thread', async () => {
    const { token } = await registerMember(app, 'ask')
    const created = await create(token, { category: 'withdrawal', text: `  ${QUESTION}  `, image: { contentType: 'image/png', data: png } })
    expect(created.status).toBe(200)
    const inquiry = created.body as unknown as InquirySummary
    expect(inquiry).toMatchObject({ reference: expect.stringMatching(/^Q-\d{8}-\d{6,}$/), category: 'withdrawal', status: 'open', excerpt: QUESTION, replies: 0, unreadReplies: 0 })
    expect(await list(token)).toEqual({ inquiries: [inquiry], total: 1 })
    expect((await list(token, 'pending')).total).toBe(1)
    const { posts } = await thread(token, inquiry.id)
    expect(posts).toEqual([{ id: expect.any(Number), author: 'member', text: QUESTION, imageId: expect.any(Number), createdAt: inquiry.createdAt }])
    const image = await call(app, 'POST', '/Member/getUploadedImage', { id: posts[0]!.imageId }, { token })
    expect(image.body).toMatchObject({ contentType: 'image/png', data: png })
  })

  it('refuses an empty text, 10,000 characters, markup, a non-image attachment and an unknown category, opening nothing', async () => {
    const { token } = await registerMember(app, 'bad')
    const cases: [Record<string, unknown>, object][] = [
      [{ category: 'deposit', text: '   ' }, { errorMessage: 'field_too_short', errorValues: { field: 'text', min: 10 } }],
      [{ category: 'deposit', text: 'x'.repeat(10_000) }, { errorMessage: 'field_too_long', errorValues: { field: 'text', max: 2_000 } }],
      [{ category: 'deposit', text: 'Hello <b>support</b>, please check' }, { errorMessage: 'text_has_markup', errorValues: { field: 'text' } }],
      [{ category: 'deposit', text: QUESTION, image: { contentType: 'image/png', data: Buffer.from('MZ this is a program').toString('base64') } }, { errorMessage: 'image_invalid', errorValues: { field: 'image' } }],
      [{ category: 'casino', text: QUESTION }, { errorMessage: 'field_invalid', errorValues: { field: 'category' } }],
    ]
    for (const [body, error] of cases) {
      const response = await create(token, body)
      expect(response.status).toBe(400)
      expect(response.body).toEqual(error)
    }
    expect((await create(token, { category: 'deposit', text: 'Is 3 < 5 and 10 > 2 true? Asking for a friend.' })).status).toBe(200)
    expect((await list(token)).total).toBe(1)
  })

  it('takes an operator reply through the admin API: answered, unread in the header until the member reads it', async () => {
    const { username, token } = await registerMember(app, 'reply')
    const inquiry = await ask(token)
    const listed = await admin('GET', `/inquiries?username=${username}`)
    expect(listed.json()).toEqual({
      items: [expect.objectContaining({ id: inquiry.id, reference: inquiry.reference, username, status: 'open', amount: 0, category: 'withdrawal', excerpt: QUESTION })],
    })

    const text = 'It was paid this morning.\n<script>alert(1)</script> & thanks'
    const replied = await admin('POST', `/inquiries/${inquiry.id}/reply`, { body: text })
    expect(replied.statusCode).toBe(200)
    expect(replied.json()).toMatchObject({ id: inquiry.id, status: 'answered' })
    expect(await unread(token)).toEqual({ member: 0, service: 1 })
    expect((await list(token, 'pending')).inquiries).toMatchObject([{ id: inquiry.id, status: 'answered', replies: 1, unreadReplies: 1 }])
    // The thread keeps the operator's text as written (the site shows it as text); the inbox copy is escaped HTML.
    expect((await thread(token, inquiry.id)).posts.at(-1)).toMatchObject({ author: 'operator', text })
    const service = (await call(app, 'POST', '/Member/getMemberPrivateMessage', { kind: 'service', page: 1, pageSize: 10 }, { token })).body as { messages: MemberMessage[] }
    expect(service.messages[0]).toMatchObject({ title: `Re: ${inquiry.reference}`, read: false, body: '<p>It was paid this morning.<br>&lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks</p>' })

    expect((await call(app, 'POST', '/CustomerService/readInquiry', { inquiryId: inquiry.id }, { token })).body).toEqual({ read: 1 })
    expect(await unread(token)).toEqual({ member: 0, service: 0 })
    expect((await list(token, 'pending')).total).toBe(0)
    expect((await call(app, 'POST', '/CustomerService/readInquiry', { inquiryId: inquiry.id }, { token })).body).toEqual({ read: 0 })
  })

  it('counts a reply read in the inbox as read in the thread too', async () => {
    const { token } = await registerMember(app, 'inbox')
    const inquiry = await ask(token)
    await admin('POST', `/inquiries/${inquiry.id}/reply`, { body: 'Done.' })
    const service = (await call(app, 'POST', '/Member/getMemberPrivateMessage', { kind: 'service', page: 1, pageSize: 10 }, { token })).body as { messages: MemberMessage[] }
    await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids: [service.messages[0]!.id] }, { token })
    expect((await list(token)).inquiries[0]).toMatchObject({ unreadReplies: 0, replies: 1 })
  })

  it('reopens an answered inquiry when the member writes back, and keeps other members out', async () => {
    const { token } = await registerMember(app, 'follow')
    const inquiry = await ask(token)
    await admin('POST', `/inquiries/${inquiry.id}/reply`, { body: 'Which card did you use?' })
    const followed = await call(app, 'POST', '/CustomerService/replyInquiry', { inquiryId: inquiry.id, text: 'The KB card ending 4567.' }, { token, headers: key() })
    expect(followed.body).toMatchObject({ id: inquiry.id, status: 'open', replies: 1 })
    expect((await thread(token, inquiry.id)).posts.map((p) => p.author)).toEqual(['member', 'operator', 'member'])

    const other = await registerMember(app, 'other')
    expect((await call(app, 'POST', '/CustomerService/getInquiryDetail', { inquiryId: inquiry.id }, { token: other.token })).status).toBe(404)
    const intruding = await call(app, 'POST', '/CustomerService/replyInquiry', { inquiryId: inquiry.id, text: 'Not my inquiry at all.' }, { token: other.token, headers: key() })
    expect(intruding.body).toEqual({ errorMessage: 'not_found', errorValues: { field: 'inquiryId' } })
    expect((await call(app, 'POST', '/CustomerService/readInquiry', { inquiryId: inquiry.id }, { token: other.token })).status).toBe(404)
  })

  it('has the demo operator send a courtesy reply in the member’s language once it is due, unless someone answered first', async () => {
    const { token } = await registerMember(app, 'polite')
    const inquiry = (await create(token, { category: 'games', text: QUESTION }, { lang: 'kr' })).body as unknown as InquirySummary
    const answeredFirst = await ask(token)
    await admin('POST', `/inquiries/${answeredFirst.id}/reply`, { body: 'Answered by a person.' })

    harness.clock.advance(REPLY_SECONDS * 1000)
    const tally = await harness.runDemoOperator()
    expect(tally.applied).toBeGreaterThanOrEqual(1)
    expect(tally.superseded).toBeGreaterThanOrEqual(1)
    const courtesy = await thread(token, inquiry.id)
    expect(courtesy.inquiry.status).toBe('answered')
    expect(courtesy.posts.at(-1)).toMatchObject({ author: 'operator', text: expect.stringContaining(`문의 ${inquiry.reference}`) })
    expect((await thread(token, answeredFirst.id)).posts.map((p) => p.text)).toEqual([QUESTION, 'Answered by a person.'])
  })

  it('opens the demo member’s customer-service centre on an answered inquiry with an unread reply', async () => {
    const demo = await login(app, 'demo', DEMO_PASSWORD)
    const { inquiries } = await list(demo.token, 'pending')
    expect(inquiries).toMatchObject([{ category: 'deposit', status: 'answered', replies: 1, unreadReplies: 1 }])
  })
})
