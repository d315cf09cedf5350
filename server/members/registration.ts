import { randomInt } from 'node:crypto'
import type { AppContext } from '../appContext'
import { recordReferral } from '../agents/referrals'
import { ApiError } from '../http/errors'
import { openMemberAccounts } from '../ledger/accounts'
import { findMemberByUsername, isUniqueViolation } from './lookup'
import { hashPassword } from './passwords'

export interface NewMember {
  username: string
  password: string
  realName?: string | undefined
  phone?: string | undefined
  email?: string | undefined
  referralCode?: string | undefined
  subAgentCode?: string | undefined
}

export const MEMBER_CURRENCY = 'USD'

// No 0/O or 1/I, so a code read aloud or copied by hand survives.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('')
}

/** Creates the member with zero-balance main and point accounts and records who referred them; returns the new member id. */
export async function registerMember({ db, config }: AppContext, member: NewMember): Promise<number> {
  const taken = new ApiError(409, 'username_taken', { field: 'username' })
  // Checked first only to spare an argon2 hash; the unique index decides when two requests race.
  if (await findMemberByUsername(db, member.username)) throw taken
  const passwordHash = await hashPassword(member.password)
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('members')
        .values({
          username: member.username,
          password_hash: passwordHash,
          real_name: member.realName ?? '',
          phone: member.phone ?? '',
          email: member.email ?? '',
          currency: MEMBER_CURRENCY,
          seamless: false,
          participation: true,
          referral_code: newReferralCode(),
          referred_by_code: member.referralCode || null,
          sub_agent_code: member.subAgentCode || null,
          created_at: config.now(),
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await openMemberAccounts(trx, id, MEMBER_CURRENCY)
      await recordReferral(trx, id, member, config.now())
      return id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_lower_key')) throw taken
    throw error
  }
}
