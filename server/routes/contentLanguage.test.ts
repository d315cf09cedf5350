import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import type { Bank, BankCard } from '../../src/shared/calls/bank'
import type { MemberMessage } from '../../src/shared/calls/messages'
import type { WithdrawalInfo, WithdrawalRecord } from '../../src/shared/calls/withdrawals'
import type { DB } from '../db/schema'
import { DEMO_PASSWORD } from '../members/seedMembers'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, login, registerMember } from '../test/harness'

// What a member reads comes in the language they read the site in (the Lang header), English only
// for what an operator wrote in one language (issue 28).
describeDatabases('content in the member\'s language', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let db: Kysely<DB>
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
    db = target.database.db
  })

  const inbox = async (token: string, kind: 'member' | 'service', lang?: string) =>
    (await call(app, 'POST', '/Member/getMemberPrivateMessage', { kind, page: 1, pageSize: 10 }, { token, headers: lang ? { lang } : {} })).body as {
      messages: MemberMessage[]
    }

  it('shows the seeded messages in the language asked for, English without one', async () => {
    const { token } = await login(app, 'demo', DEMO_PASSWORD)
    expect((await inbox(token, 'member', 'kr')).messages.map((message) => message.title)).toEqual([
      '주간 출석 보너스', 'Lucky Harbor에 오신 것을 환영합니다', '주간 리베이트 지급', '새로운 출석 보상', '계좌 인증 완료',
    ])
    expect((await inbox(token, 'member', 'tw')).messages[0]!.body).toContain('500 點')
    expect((await inbox(token, 'service', 'vn')).messages[0]!.title).toBe('Trả lời: Câu hỏi về nạp tiền')
    expect((await inbox(token, 'member')).messages[0]!.title).toBe('Weekly sign-in bonus')
  })

  it('shows a message an operator wrote in one language as written, whatever the language asked for', async () => {
    const { username, token } = await registerMember(app, 'lang')
    const { id } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    await db.insertInto('member_messages').values({ member_id: id, kind: 'member', title: 'Maintenance tonight', body: '<p>Back at 02:00.</p>', created_at: new Date(), read_at: null }).execute()
    expect((await inbox(token, 'member', 'kr')).messages[0]).toMatchObject({ title: 'Maintenance tonight', body: '<p>Back at 02:00.</p>' })
  })

  it('names banks in the language asked for: the bank list, the member\'s cards and where a withdrawal goes', async () => {
    const { token } = await login(app, 'demo', DEMO_PASSWORD)
    const banks = async (lang: string) =>
      ((await call(app, 'GET', '/MemberBank/getBankList', undefined, { token, headers: { lang } })).body as { banks: Bank[] }).banks
    const named = (list: Bank[], code: string) => list.find((bank) => bank.code === code)!.name
    expect(named(await banks('kr'), 'KB')).toBe('KB국민은행')
    expect(named(await banks('tw'), 'CTBC')).toBe('中國信託')
    expect(named(await banks('tw'), 'ESUN')).toBe('玉山銀行')
    expect(named(await banks('en'), 'NH')).toBe('NongHyup Bank')
    expect(named(await banks('vn'), 'VCB')).toBe('Vietcombank')

    const kr = { token, headers: { lang: 'kr' } }
    const cards = (await call(app, 'GET', '/MemberBank/getMemberBankInfoList', undefined, kr)).body as { cards: BankCard[] }
    expect(cards.cards[0]).toMatchObject({ bankName: 'KB국민은행', branch: '강남역지점', accountHolder: '김민준' })
    const info = (await call(app, 'GET', '/MemberWithdrawal/getMemberWithdrawalInfoV2', undefined, kr)).body as WithdrawalInfo
    expect(info.cards[0]!.label).toBe('KB국민은행 •••• 4567')
    const history = (await call(app, 'POST', '/MemberWithdrawal/getMemberWithdrawalInfo', { page: 1, pageSize: 10 }, kr)).body as { withdrawals: WithdrawalRecord[] }
    expect(history.withdrawals.map((withdrawal) => withdrawal.destination)).toEqual(Array(history.withdrawals.length).fill('KB국민은행 •••• 4567'))
  })
})
