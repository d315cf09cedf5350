// Each login of a member, right or wrong (a wrong password or code for an existing account), with
// where and in what it came from: the member's own record of who tried their account.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { parseUserAgent } from './userAgent'

export interface LoginEvent {
  memberId: number
  at: Date
  ip: string
  userAgent: string
  success: boolean
}

export async function recordLogin(db: Kysely<DB>, event: LoginEvent): Promise<void> {
  await db
    .insertInto('login_history')
    .values({ member_id: event.memberId, at: event.at, ip: event.ip, user_agent: event.userAgent, success: event.success })
    .execute()
}

/** One page of the member's logins, newest first. */
export async function loginHistoryPage(db: Kysely<DB>, memberId: number, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('login_history')
    .select(['id', 'at', 'ip', 'user_agent', 'success'])
    .where('member_id', '=', memberId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  const total = await db.selectFrom('login_history').select((eb) => eb.fn.countAll<number>().as('count')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
  return {
    records: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), ip: row.ip, ...parseUserAgent(row.user_agent), success: row.success })),
    total: Number(total.count),
  }
}
