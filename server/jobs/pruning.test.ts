import type { Insertable } from 'kysely'
import { expect, it } from 'vitest'
import type { DB } from '../db/schema'
import { ADDRESS_WINDOW_MINUTES } from '../members/addressLimits'
import { LOGIN_WINDOW_MINUTES } from '../members/loginThrottle'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { createFundedMember } from '../test/fundedMember'
import { IDEMPOTENCY_KEY_DAYS, pruneStale } from './pruning'

const now = new Date('2026-06-15T12:00:00.000Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const DAY = 86_400_000

describeDatabases('pruning', (target: DatabaseTarget) => {
  it('deletes old idempotency keys, login failures and address attempts past their window, reset codes a day past expiry and expired login challenges, and keeps the rest', async () => {
    const { db } = target.database
    const { memberId } = await createFundedMember(db, 0)
    const insert = <T extends keyof DB & string>(table: T, rows: Insertable<DB[T]>[]) => db.insertInto(table).values(rows).execute()
    const answer = { request_hash: 'h', status: 200, response: '{}' }
    await insert('idempotency_keys', [
      { member_id: memberId, key: 'old', created_at: ago(IDEMPOTENCY_KEY_DAYS * DAY + 1), ...answer },
      { member_id: memberId, key: 'recent', created_at: ago(IDEMPOTENCY_KEY_DAYS * DAY - 60_000), ...answer },
    ])
    await insert('login_failures', [
      { username_key: 'prune_me', ip: '10.9.9.9', at: ago(LOGIN_WINDOW_MINUTES * 60_000) },
      { username_key: 'prune_me', ip: '10.9.9.9', at: ago(LOGIN_WINDOW_MINUTES * 60_000 - 1_000) },
    ])
    await insert('address_attempts', [
      { action: 'register', ip: '10.9.9.8', at: ago(ADDRESS_WINDOW_MINUTES * 60_000) },
      { action: 'register', ip: '10.9.9.8', at: ago(ADDRESS_WINDOW_MINUTES * 60_000 - 1_000) },
    ])
    const code = { member_id: memberId, code_hash: 'x' }
    await insert('password_reset_codes', [
      { ...code, created_at: ago(DAY + 900_001), expires_at: ago(DAY + 1), used_at: null },
      { ...code, created_at: ago(DAY + 900_001), expires_at: ago(DAY + 1), used_at: ago(DAY + 500_000) },
      { ...code, created_at: ago(600_000), expires_at: ago(-300_000), used_at: ago(60_000) },
      { ...code, created_at: ago(DAY), expires_at: ago(DAY - 900_000), used_at: null },
    ])

    await insert('login_challenges', [
      { token_hash: 'prune-expired', member_id: memberId, device_id: null, expires_at: ago(1_000), used_at: null },
      { token_hash: 'prune-open', member_id: memberId, device_id: null, expires_at: ago(-60_000), used_at: null },
    ])

    expect(await pruneStale(db, now)).toEqual({ idempotencyKeys: 1, loginFailures: 1, addressAttempts: 1, resetCodes: 2, loginChallenges: 1 })
    expect((await db.selectFrom('idempotency_keys').select('key').where('member_id', '=', memberId).execute()).map((row) => row.key)).toEqual(['recent'])
    expect(await db.selectFrom('login_failures').select('id').where('username_key', '=', 'prune_me').execute()).toHaveLength(1)
    expect(await db.selectFrom('address_attempts').select('id').where('ip', '=', '10.9.9.8').execute()).toHaveLength(1)
    expect(await db.selectFrom('password_reset_codes').select('id').where('member_id', '=', memberId).execute()).toHaveLength(2)
    expect((await db.selectFrom('login_challenges').select('token_hash').where('member_id', '=', memberId).execute()).map((row) => row.token_hash)).toEqual(['prune-open'])
    expect(await pruneStale(db, now)).toEqual({ idempotencyKeys: 0, loginFailures: 0, addressAttempts: 0, resetCodes: 0, loginChallenges: 0 })
  })
})
