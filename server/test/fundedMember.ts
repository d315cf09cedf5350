import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { memberAccount, openMemberAccounts, systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'

export interface FundedMember {
  memberId: number
  mainId: number
}

let counter = 0

/** A member straight in the database (no password, no session) whose main account holds `balance` USD minor units. */
export async function createFundedMember(db: Kysely<DB>, balance: number, at = new Date('2026-02-01T00:00:00.000Z')): Promise<FundedMember> {
  counter += 1
  const suffix = `${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('members')
      .values({
        username: `funded_${suffix}`,
        password_hash: 'x',
        real_name: '',
        phone: '',
        email: '',
        currency: 'USD',
        seamless: false,
        participation: true,
        referral_code: `F${suffix}`.toUpperCase(),
        referred_by_code: null,
        sub_agent_code: null,
        created_at: at,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await openMemberAccounts(trx, id, 'USD')
    const main = await memberAccount(trx, id, 'main')
    if (balance > 0) {
      await postTransfer(trx, { kind: 'deposit', memberId: id, fromAccountId: await systemAccountId(trx, 'USD'), toAccountId: main.id, amount: balance, at })
    }
    return { memberId: id, mainId: main.id }
  })
}
