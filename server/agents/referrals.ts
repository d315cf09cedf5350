import type { Kysely, Transaction } from 'kysely'
import type { Referral } from '../../src/shared/calls/agents'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// Who brought a member in, decided once at registration: an agent's sub-agent code names the agent
// (and the campaign) and comes first; otherwise the referral code names the member who shared it.
// A referral code is typed into (or prefilled in) the form, so an unknown one is refused where the
// member can correct it; a sub-agent code travels unseen from the landing URL, so an unknown one
// refers nobody (the code itself stays on the member's row).

const REFERRAL_LIST_LIMIT = 100

export interface ReferralCodes {
  referralCode?: string | undefined
  subAgentCode?: string | undefined
}

export async function recordReferral(trx: Transaction<DB>, memberId: number, codes: ReferralCodes, at: Date): Promise<void> {
  const referrer = codes.referralCode
    ? await trx.selectFrom('members').select('id').where('referral_code', '=', codes.referralCode.toUpperCase()).executeTakeFirst()
    : undefined
  if (codes.referralCode && !referrer) throw new ApiError(400, 'referral_code_unknown', { field: 'referralCode' })
  const subAgent = codes.subAgentCode
    ? await trx.selectFrom('sub_agent_codes').select(['id', 'agent_id']).where('code', '=', codes.subAgentCode.toUpperCase()).executeTakeFirst()
    : undefined
  const referrerId = subAgent?.agent_id ?? referrer?.id
  if (referrerId === undefined) return
  await trx
    .insertInto('member_referrals')
    .values({ member_id: memberId, referrer_id: referrerId, sub_agent_code_id: subAgent?.id ?? null, created_at: at })
    .execute()
}

/** Enough of a username for its owner's friend to recognise it, too little to log in with: mi***8. */
export function maskUsername(username: string): string {
  return `${username.slice(0, 2)}***${username.length > 4 ? username.slice(-1) : ''}`
}

/** The members `referrerId` brought in, newest first, and whether each has had a deposit approved. */
export async function referralsOf(db: Kysely<DB>, referrerId: number): Promise<{ referrals: Referral[]; total: number }> {
  const rows = await db
    .selectFrom('member_referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('sub_agent_codes as s', 's.id', 'r.sub_agent_code_id')
    .select((eb) => [
      'm.username',
      'm.created_at',
      's.code',
      eb
        .exists(
          eb
            .selectFrom('member_requests as d')
            .select('d.id')
            .whereRef('d.member_id', '=', 'm.id')
            .where('d.kind', '=', 'deposit')
            .where('d.status', '=', 'approved'),
        )
        .as('deposited'),
    ])
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.member_id', 'desc')
    .limit(REFERRAL_LIST_LIMIT)
    .execute()
  const { total } = await db
    .selectFrom('member_referrals')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow()
  return {
    referrals: rows.map((row) => ({
      username: maskUsername(row.username),
      joinedAt: row.created_at.toISOString(),
      deposited: Boolean(row.deposited),
      subAgentCode: row.code,
    })),
    total: Number(total),
  }
}
