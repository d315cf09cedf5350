import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MemberMessage } from '../../src/shared/calls/messages'
import { DEMO_PASSWORD } from '../members/seedMembers'
import type { DB } from '../db/schema'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, registerMember } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'

interface Seeded {
  token: string
  memberId: number
  ids: { plain: number; pointPrize: number; balancePrize: number; service: number }
}

describeDatabases('private messages', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let db: Kysely<DB>
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
    db = target.database.db
  })
  afterEach(() => expectLedgerSound(db))

  /** A fresh member with one plain message, a point prize, a balance prize and a service reply, so tests never share state. */
  async function seededMember(): Promise<Seeded> {
    const { username, token } = await registerMember(app, 'msg')
    const { id: memberId } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    const insert = async (values: { kind: 'member' | 'service'; title: string; hoursAgo: number; prize_kind?: 'balance' | 'point'; prize_amount?: number }) => {
      const { hoursAgo, ...rest } = values
      const row = await db
        .insertInto('member_messages')
        .values({ member_id: memberId, body: '<p>hello</p>', created_at: new Date(Date.UTC(2026, 2, 1, 12 - hoursAgo)), read_at: null, ...rest })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const ids = {
      plain: await insert({ kind: 'member', title: 'plain', hoursAgo: 3 }),
      pointPrize: await insert({ kind: 'member', title: 'points', hoursAgo: 2, prize_kind: 'point', prize_amount: 500 }),
      balancePrize: await insert({ kind: 'member', title: 'cash', hoursAgo: 1, prize_kind: 'balance', prize_amount: 1_250 }),
      service: await insert({ kind: 'service', title: 'reply', hoursAgo: 0 }),
    }
    return { token, memberId, ids }
  }

  const list = (token: string, kind: 'member' | 'service' = 'member', page = 1, pageSize = 20) =>
    call(app, 'POST', '/Member/getMemberPrivateMessage', { kind, page, pageSize }, { token })
  const messagesOf = async (token: string, kind: 'member' | 'service' = 'member') =>
    ((await list(token, kind)).body as { messages: MemberMessage[] }).messages
  const unread = async (token: string) => (await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token })).body?.unread
  const claim = (token: string, id: number, key: string | null = crypto.randomUUID()) =>
    call(app, 'POST', '/Member/getMemberPrivateMessagePrize', { id }, { token, headers: key === null ? {} : { 'idempotency-key': key } })

  describe('getMemberPrivateMessage', () => {
    it('lists the demo inbox newest first, with the unclaimed sign-in prize on top', async () => {
      const { token } = await login(app, 'demo', DEMO_PASSWORD)
      const response = await list(token)
      expect(response.status).toBe(200)
      const body = response.body as { messages: MemberMessage[]; total: number }
      expect(body.total).toBe(5)
      expect(body.messages[0]).toMatchObject({ title: 'Weekly sign-in bonus', read: false, prize: { kind: 'point', amount: 500, claimed: false } })
      expect(body.messages.filter((m) => !m.read)).toHaveLength(4)
      const times = body.messages.map((m) => Date.parse(m.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      const service = (await list(token, 'service')).body as { messages: MemberMessage[]; total: number }
      expect(service).toMatchObject({ total: 1, messages: [{ kind: 'service', read: false, prize: null }] })
    })

    it('pages the inbox and counts every message', async () => {
      const { token } = await seededMember()
      const first = (await list(token, 'member', 1, 2)).body as { messages: MemberMessage[]; total: number }
      const second = (await list(token, 'member', 2, 2)).body as { messages: MemberMessage[]; total: number }
      expect(first.messages.map((m) => m.title)).toEqual(['cash', 'points'])
      expect(second).toMatchObject({ total: 3, messages: [{ title: 'plain' }] })
    })

    it('refuses bad input and visitors', async () => {
      const { token } = await seededMember()
      const bad = [{ kind: 'spam', page: 1, pageSize: 10 }, { kind: 'member', page: 0, pageSize: 10 }, { kind: 'member', page: 1, pageSize: 51 }, { kind: 'member', page: 1.5, pageSize: 10 }, { kind: 'member', page: 1 }]
      for (const body of bad) expect((await call(app, 'POST', '/Member/getMemberPrivateMessage', body, { token })).status).toBe(400)
      expect((await call(app, 'POST', '/Member/getMemberPrivateMessage', { kind: 'member', page: 1, pageSize: 10 })).status).toBe(401)
    })
  })

  describe('batchReadMemberPrivateMessage', () => {
    it('marks own messages read, lowers the unread counts, and ignores another member\'s ids', async () => {
      const mine = await seededMember()
      const other = await seededMember()
      expect(await unread(mine.token)).toEqual({ member: 3, service: 1 })
      const response = await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids: [mine.ids.plain, mine.ids.service, other.ids.plain] }, { token: mine.token })
      expect(response).toMatchObject({ status: 200, body: { read: 2 } })
      expect(await unread(mine.token)).toEqual({ member: 2, service: 0 })
      expect(await unread(other.token)).toEqual({ member: 3, service: 1 })
      const again = await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids: [mine.ids.plain] }, { token: mine.token })
      expect(again.body).toEqual({ read: 0 })
    })

    it('refuses empty, oversized and non-integer id lists', async () => {
      const { token } = await seededMember()
      const tooMany = Array.from({ length: 101 }, (_, i) => i + 1)
      for (const ids of [[], tooMany, [1.5], ['1'], [-1]]) {
        const response = await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids }, { token })
        expect(response.status).toBe(400)
        expect(response.body).toHaveProperty('errorMessage')
      }
    })
  })

  describe('batchDeleteMemberPrivateMessage', () => {
    it('hides own messages from the list and the counts, and leaves another member\'s alone', async () => {
      const mine = await seededMember()
      const other = await seededMember()
      const response = await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [mine.ids.plain, other.ids.plain] }, { token: mine.token })
      expect(response).toMatchObject({ status: 200, body: { deleted: 1 } })
      expect((await messagesOf(mine.token)).map((m) => m.title)).toEqual(['cash', 'points'])
      expect(await unread(mine.token)).toEqual({ member: 2, service: 1 })
      expect(await messagesOf(other.token)).toHaveLength(3)
      const read = await call(app, 'POST', '/Member/batchReadMemberPrivateMessage', { ids: [mine.ids.plain] }, { token: mine.token })
      expect(read.body).toEqual({ read: 0 })
    })

    it('refuses bad id lists and visitors', async () => {
      const { token } = await seededMember()
      expect((await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [] }, { token })).status).toBe(400)
      expect((await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [1], extra: true }, { token })).status).toBe(400)
      expect((await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [1] })).status).toBe(401)
    })
  })

  describe('getMemberPrivateMessagePrize', () => {
    it('credits points and money once through the ledger and marks the message claimed and read', async () => {
      const member = await seededMember()
      const pointsBefore = (await memberAccount(db, member.memberId, 'point')).balance
      const mainBefore = (await memberAccount(db, member.memberId, 'main')).balance

      const points = await claim(member.token, member.ids.pointPrize)
      expect(points).toMatchObject({ status: 200, body: { id: member.ids.pointPrize, kind: 'point', amount: 500 } })
      const cash = await claim(member.token, member.ids.balancePrize)
      expect(cash).toMatchObject({ status: 200, body: { kind: 'balance', amount: 1_250 } })

      expect((await memberAccount(db, member.memberId, 'point')).balance).toBe(pointsBefore + 500)
      expect((await memberAccount(db, member.memberId, 'main')).balance).toBe(mainBefore + 1_250)
      expect((await call(app, 'GET', '/Point/getPoint', undefined, { token: member.token })).body).toEqual({ point: pointsBefore + 500 })
      const claimed = (await messagesOf(member.token)).find((m) => m.id === member.ids.pointPrize)
      expect(claimed).toMatchObject({ read: true, prize: { kind: 'point', amount: 500, claimed: true } })
    })

    it('refuses a second claim with a new key and moves nothing', async () => {
      const member = await seededMember()
      expect((await claim(member.token, member.ids.pointPrize)).status).toBe(200)
      const after = (await memberAccount(db, member.memberId, 'point')).balance
      const second = await claim(member.token, member.ids.pointPrize)
      expect(second).toMatchObject({ status: 409, body: { errorMessage: 'prize_already_claimed' } })
      expect((await memberAccount(db, member.memberId, 'point')).balance).toBe(after)
    })

    it('replays the first answer for a repeated key and credits once', async () => {
      const member = await seededMember()
      const key = crypto.randomUUID()
      const first = await claim(member.token, member.ids.pointPrize, key)
      const again = await claim(member.token, member.ids.pointPrize, key)
      expect(again.status).toBe(200)
      expect(again.body).toEqual(first.body)
      expect(again.raw.headers['idempotent-replayed']).toBe('true')
      expect((await memberAccount(db, member.memberId, 'point')).balance).toBe(500)
    })

    it('answers not_found for another member\'s, a deleted and a prizeless message', async () => {
      const mine = await seededMember()
      const other = await seededMember()
      await call(app, 'POST', '/Member/batchDeleteMemberPrivateMessage', { ids: [mine.ids.balancePrize] }, { token: mine.token })
      for (const id of [other.ids.pointPrize, mine.ids.balancePrize, mine.ids.plain, 999_999_999]) {
        expect(await claim(mine.token, id)).toMatchObject({ status: 404, body: { errorMessage: 'not_found' } })
      }
      expect((await memberAccount(db, other.memberId, 'point')).balance).toBe(0)
      expect((await memberAccount(db, mine.memberId, 'main')).balance).toBe(0)
      expect((await messagesOf(other.token)).find((m) => m.id === other.ids.pointPrize)?.prize?.claimed).toBe(false)
    })

    it('needs an Idempotency-Key, a valid id and a member', async () => {
      const member = await seededMember()
      expect(await claim(member.token, member.ids.pointPrize, null)).toMatchObject({ status: 400, body: { errorMessage: 'idempotency_key_required' } })
      const bad = await call(app, 'POST', '/Member/getMemberPrivateMessagePrize', { id: 'x' }, { token: member.token, headers: { 'idempotency-key': crypto.randomUUID() } })
      expect(bad.status).toBe(400)
      expect((await call(app, 'POST', '/Member/getMemberPrivateMessagePrize', { id: 1 }, { headers: { 'idempotency-key': 'k1' } })).status).toBe(401)
      expect((await memberAccount(db, member.memberId, 'point')).balance).toBe(0)
    })
  })
})
