import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

/** Sign-in rewards and draws are for members with the participation flag (DECISIONS.md, Roles and flags). */
export async function requireParticipation(trx: Transaction<DB>, memberId: number): Promise<void> {
  const member = await trx.selectFrom('members').select('participation').where('id', '=', memberId).executeTakeFirstOrThrow()
  if (!member.participation) throw new ApiError(403, 'participation_required')
}
