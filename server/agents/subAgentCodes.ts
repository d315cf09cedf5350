import type { Kysely } from 'kysely'
import type { SubAgentCode } from '../../src/shared/calls/agents'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { newReferralCode } from '../members/registration'

// The codes an agent hands out (one per community, channel or campaign). A visitor who lands with
// ?subAgentCode=<code> and registers is recorded as the agent's referral, with the code.

export const MAX_SUB_AGENT_CODES = 20
/** A fresh code collides with an existing one about once in 10^12; a few tries are plenty. */
const CODE_ATTEMPTS = 5

export async function isAgent(db: Kysely<DB>, memberId: number): Promise<boolean> {
  return (await db.selectFrom('agents').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined
}

export async function subAgentCodesOf(db: Kysely<DB>, agentId: number): Promise<SubAgentCode[]> {
  const rows = await db
    .selectFrom('sub_agent_codes as s')
    .leftJoin('member_referrals as r', 'r.sub_agent_code_id', 's.id')
    .select((eb) => ['s.id', 's.code', 's.label', 's.created_at', eb.fn.count<number>('r.member_id').as('members')])
    .where('s.agent_id', '=', agentId)
    .groupBy(['s.id', 's.code', 's.label', 's.created_at'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()
  return rows.map((row) => ({ id: row.id, code: row.code, label: row.label, createdAt: row.created_at.toISOString(), members: Number(row.members) }))
}

/** A new code for the agent, labelled so they know where they shared it. */
export async function createSubAgentCode(db: Kysely<DB>, agentId: number, label: string, at: Date): Promise<SubAgentCode> {
  return db.transaction().execute(async (trx) => {
    // The agent's row is locked so two creations at once cannot both pass the limit.
    const agent = await trx.selectFrom('agents').select('member_id').where('member_id', '=', agentId).forUpdate().executeTakeFirst()
    if (!agent) throw new ApiError(403, 'agent_required')
    const { count } = await trx
      .selectFrom('sub_agent_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('agent_id', '=', agentId)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_SUB_AGENT_CODES) throw new ApiError(409, 'sub_agent_code_limit', { max: MAX_SUB_AGENT_CODES })
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const row = await trx
        .insertInto('sub_agent_codes')
        .values({ agent_id: agentId, code: newReferralCode(), label, created_at: at })
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst()
      if (row) return { id: row.id, code: row.code, label: row.label, createdAt: row.created_at.toISOString(), members: 0 }
    }
    throw new Error('could not find a free sub-agent code')
  })
}
