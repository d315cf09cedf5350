import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CommissionPeriod, Referral, SubAgentCode } from '../../src/shared/calls/agents'
import { maskUsername } from '../agents/referrals'
import { MAX_SUB_AGENT_CODES } from '../agents/subAgentCodes'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { DEMO_SUB_AGENT_CODE } from '../activity/seedEngagement'
import type { DB } from '../db/schema'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { applyBody, buildTestApp, call, login, nextIp, registerMember, uniqueUsername } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { turnoverRemaining } from '../wallet/turnover'

describe('maskUsername', () => {
  it('keeps the first two characters and, past four, the last one', () => {
    expect(maskUsername('minji88')).toBe('mi***8')
    expect(maskUsername('abcd')).toBe('ab***')
  })
})

describeDatabases('agents and referrals', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let db: Kysely<DB>
  // The clock stands at 2026-03-01 (Seoul); the demo's referred members played in 2025-12 and 2026-01.
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database, { operatorTimeZone: 'Asia/Seoul' }))
    db = target.database.db
  })
  afterEach(() => expectLedgerSound(db))

  const apply = (extra: Record<string, string>) => {
    const username = uniqueUsername('ref')
    return { username, response: call(app, 'POST', '/Member/apply', { ...applyBody(username), ...extra }, { ip: nextIp() }) }
  }
  const referrerOf = async (username: string) =>
    db
      .selectFrom('member_referrals as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .innerJoin('members as referrer', 'referrer.id', 'r.referrer_id')
      .select(['referrer.username', 'r.sub_agent_code_id'])
      .where('m.username', '=', username)
      .executeTakeFirst()
  const get = async <T>(token: string, path: string) => (await call(app, 'GET', path, undefined, { token })).body as unknown as T
  const claim = (token: string, period: string) => call(app, 'POST', '/Agent/claimAgentCommission', { period }, { token, headers: { 'idempotency-key': crypto.randomUUID() } })

  describe('registration', () => {
    it('records the member whose referral code was used, in any letter case', async () => {
      const { username, response } = apply({ referralCode: 'player24' })
      expect((await response).status).toBe(200)
      expect(await referrerOf(username)).toEqual({ username: 'player', sub_agent_code_id: null })
    })

    it('records the agent of a sub-agent code, which comes before a referral code', async () => {
      const { username, response } = apply({ referralCode: 'PLAYER24', subAgentCode: DEMO_SUB_AGENT_CODE })
      expect((await response).status).toBe(200)
      expect(await referrerOf(username)).toMatchObject({ username: 'demo', sub_agent_code_id: expect.any(Number) })
    })

    it('refuses an unknown referral code under its field and registers nobody', async () => {
      const { username, response } = apply({ referralCode: 'NOSUCH99' })
      const refused = await response
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ errorMessage: 'referral_code_unknown', errorValues: { field: 'referralCode' } })
      expect(await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined()
    })

    it('registers with an unknown sub-agent code, referred by nobody', async () => {
      const { username, response } = apply({ subAgentCode: 'AG7' })
      expect((await response).status).toBe(200)
      expect(await referrerOf(username)).toBeUndefined()
    })
  })

  describe('getReferralList', () => {
    it('lists the demo agent’s referred members masked, with their join dates and whether they deposited', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      const { referrals } = await get<{ referrals: Referral[]; total: number }>(demo.token, '/Agent/getReferralList')
      expect(referrals).toContainEqual({ username: 'mi***8', joinedAt: expect.any(String), deposited: true, subAgentCode: null })
      expect(referrals).toContainEqual({ username: 'tu***n', joinedAt: expect.any(String), deposited: false, subAgentCode: DEMO_SUB_AGENT_CODE })
      expect(JSON.stringify(referrals)).not.toContain('minji88')
    })

    it('is empty for a member nobody registered with', async () => {
      const { token } = await registerMember(app, 'lonely')
      expect(await get(token, '/Agent/getReferralList')).toEqual({ referrals: [], total: 0 })
    })
  })

  describe('sub-agent codes', () => {
    it('lists the demo agent’s codes with their members, and creates new ones up to the limit', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      const before = await get<{ agent: boolean; max: number; codes: SubAgentCode[] }>(demo.token, '/Agent/getSubAgentCodeList')
      expect(before.agent).toBe(true)
      expect(before.codes.find((c) => c.code === DEMO_SUB_AGENT_CODE)).toMatchObject({ label: '국내 커뮤니티 포럼', members: expect.any(Number) })

      const created = await call(app, 'POST', '/Agent/createSubAgentCode', { label: '  Telegram channel ' }, { token: demo.token })
      expect(created.status).toBe(200)
      expect(created.body).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), label: 'Telegram channel', members: 0 })
      const { username, response } = apply({ subAgentCode: (created.body as { code: string }).code.toLowerCase() })
      expect((await response).status).toBe(200)
      expect(await referrerOf(username)).toMatchObject({ username: 'demo' })
      const after = await get<{ codes: SubAgentCode[] }>(demo.token, '/Agent/getSubAgentCodeList')
      expect(after.codes.find((c) => c.id === (created.body as { id: number }).id)?.members).toBe(1)

      const room = MAX_SUB_AGENT_CODES - after.codes.length
      for (let i = 0; i < room; i++) expect((await call(app, 'POST', '/Agent/createSubAgentCode', { label: `Code ${i}` }, { token: demo.token })).status).toBe(200)
      const over = await call(app, 'POST', '/Agent/createSubAgentCode', { label: 'One too many' }, { token: demo.token })
      expect(over.status).toBe(409)
      expect(over.body).toEqual({ errorMessage: 'sub_agent_code_limit', errorValues: { max: MAX_SUB_AGENT_CODES } })
    })

    it('is for agents only', async () => {
      const { token } = await registerMember(app, 'plain')
      expect(await get(token, '/Agent/getSubAgentCodeList')).toEqual({ agent: false, max: MAX_SUB_AGENT_CODES, codes: [] })
      const refused = await call(app, 'POST', '/Agent/createSubAgentCode', { label: 'Mine' }, { token })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ errorMessage: 'agent_required' })
      expect((await call(app, 'POST', '/Agent/createSubAgentCode', { label: 'x' }, { token })).body).toMatchObject({ errorMessage: 'field_too_short' })
    })
  })

  describe('commission', () => {
    it('shows each month’s stakes and commission at the agent’s rate, the current month accruing', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      const overview = await get<{ agent: boolean; rate: number; timeZone: string; periods: CommissionPeriod[] }>(demo.token, '/Agent/getAgentCommission')
      expect(overview).toMatchObject({ agent: true, rate: 100, timeZone: 'Asia/Seoul' })
      expect(overview.periods.map((p) => p.period)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12', '2025-11', '2025-10'])
      expect(overview.periods[0]).toMatchObject({ status: 'accruing' })
      expect(overview.periods[1]).toEqual({ period: '2026-02', stakes: 0, amount: 0, status: 'empty', claimedAt: null })
      // seedEngagement: in December minji88 staked 30,000 and tuan_vn 20,000; in January 5,000 and 7,000.
      expect(overview.periods[3]).toEqual({ period: '2025-12', stakes: 50_000, amount: 500, status: 'claimable', claimedAt: null })
      expect(overview.periods[2]).toMatchObject({ period: '2026-01', stakes: 12_000, amount: 120 })
    })

    it('credits a finished month once, to be wagered like any bonus; races and repeats get nothing more', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      const demoId = (await db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id
      const balance = (await memberAccount(db, demoId, 'main')).balance
      const turnover = await turnoverRemaining(db, demoId)
      const responses = await Promise.all(Array.from({ length: 10 }, () => claim(demo.token, '2025-12')))
      expect(responses.filter((r) => r.status === 200).map((r) => r.body)).toEqual([{ period: '2025-12', amount: 500 }])
      expect(responses.filter((r) => r.status === 409).map((r) => r.body?.errorMessage)).toEqual(Array(9).fill('commission_already_claimed'))
      expect((await memberAccount(db, demoId, 'main')).balance).toBe(balance + 500)
      expect(await turnoverRemaining(db, demoId)).toBe(turnover + 500)
      const overview = await get<{ periods: CommissionPeriod[] }>(demo.token, '/Agent/getAgentCommission')
      expect(overview.periods.find((p) => p.period === '2025-12')).toMatchObject({ status: 'claimed', amount: 500, claimedAt: expect.any(String) })
    })

    it('refuses the current month, a month with nothing earned, a month out of reach and a member who is not an agent', async () => {
      const demo = await login(app, 'demo', DEMO_PASSWORD)
      for (const period of ['2026-03', '2026-02', '2025-09', '2026-04']) {
        expect((await claim(demo.token, period)).body).toEqual({ errorMessage: 'commission_not_claimable', errorValues: { period } })
      }
      expect((await claim(demo.token, '2026-13')).body).toMatchObject({ errorMessage: 'field_invalid', errorValues: { field: 'period' } })
      const { token } = await registerMember(app, 'notagent')
      expect((await claim(token, '2026-01')).status).toBe(403)
      expect(await get(token, '/Agent/getAgentCommission')).toEqual({ agent: false, rate: 0, timeZone: 'Asia/Seoul', periods: [] })
    })
  })
})
